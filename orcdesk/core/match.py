"""The one match driver: every place that plays a game (window, arena, shot, smoke, bench, hints, replays, tests)
plays it through :class:`Match`. Pure Python, no pygame.

    match = Match.new(get_game(game_id).state_class(), seats=["human", "hard", "hard", "hard"], seed=7,
                      controllers={1: bot, 2: bot2, 3: bot3})    # the rules class: core knows no game
    each frame:  match.advance(dt)          # moves the clock, fires the table's deal, asks and applies the bots
    on a click:  match.submit(seat, action) # a human's action (IllegalAction with the reason if refused)
    arena:       match.play_out()           # simulated clock: jumps from one due event to the next, no sleeping

Who is asked, and when (one rule for every game, from ``state.window()``):

* ``TURN`` / ``ALTERNATE``: the one seat in the window. A bot's decision is *started* on the position and
  *polled* until it answers (a worker process may think meanwhile); its answer is played once ``turn_pace``
  seconds have passed since the decision opened (the window's pacing for the eye; 0 in arena) and while the
  caller does not ``hold`` turns (a table holds them while it animates).
* ``SECRET``: every bot seat in the window is started on the *same* position when the window opens, so none
  sees another's choice; answers are applied as they come (simulated: in seat order). The contract promises
  the order does not change the state once the window closes.
* ``REALTIME``: after every change of the position (a dealt card, anyone's action) *every* bot seat in the
  window is asked ``react(state, seat)`` again, pending reaction or not, so none acts on a table it no longer
  sees: a new wish is scheduled ``reaction_delay`` seconds later; the same wish keeps its time; another wish
  (another pile) keeps it too, but never sooner than the bot's fastest reflex (``reaction_floor``) after the
  change; None withdraws it (the pile it aimed at was taken meanwhile). A reaction due is played if still
  legal (else dropped and the bots asked again). The table's own action (``TABLE``) fires ``table_after``
  seconds after the window's clock was last reset (by a table action or by the window opening). At equal
  times players act before the table: they were in time.

The record (:class:`Record`: game, players, seed, options, seat kinds, actions as ``(seat, text)``) is what
saves, replays, undo and exports store; :func:`replay` rebuilds a state from it, checking every move.

Undo (one rule for every game, :meth:`Match.undo_point`): a player's Undo takes back that player's last move and
the bots' moves after it, and never an action, whoever made it, that showed the player something hidden
before: one the game declares may not be undone (a barrier event: a draw, dice, a spy's answer; the table's
own moves; a codec kind with ``undo=False``), or one whose outcome the player could not have foreseen from
what it saw (:func:`shows_hidden`: a card played from another hand). Nor does it take back another human's
move (hotseat): each player undoes only their own.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from orcdesk.core.contract import ALTERNATE, REALTIME, SECRET, TABLE, TURN, Action, Event, GameState, IllegalAction
from orcdesk.core.rng import Rng

MAX_ACTIONS = 100_000  # a game that does not end by then is a broken engine
_EPS = 1e-9
UNDO_SAMPLES = 48  # worlds a move is tried in to tell whether it showed a player something hidden

# Catalogue keys (data/i18n/<lang>/common.yaml) for why Undo is not possible.
UNDO_NOTHING = "common.undo.nothing"
UNDO_REVEALED = "common.undo.revealed"
UNDO_RANDOM = "common.undo.random"
UNDO_OTHER_PLAYER = "common.undo.other_player"
_RANDOM_WORDS = ("roll", "dice", "die", "toss")  # only to word the reason of a barrier


class Controller(Protocol):
    """What sits in a bot's seat for the driver (humans have none: the driver waits for ``submit``)."""

    def start(self, state: GameState, seat: int) -> None:
        """Begin a turn decision on ``state`` (the controller must not keep a reference it mutates)."""

    def poll(self) -> Action | None:
        """The decision once made, else None (never blocks long)."""

    def cancel(self) -> None:
        """Drop the decision under way."""

    def react(self, state: GameState, seat: int) -> Action | None:
        """Real-time windows: an action to play after the reaction delay, or None to wait. Quick."""

    def reaction_delay(self, rng: Rng) -> float:
        """Seconds between seeing a change and acting on it."""

    def reaction_floor(self) -> float:
        """The fastest reflex (seconds): how soon after a change a bot may retarget a pending reaction."""

    def prepare(self) -> None:
        """Get ready before the first decision (start a helper process)."""

    def close(self) -> None:
        """Release what the controller holds (a helper process)."""


class AgentController:
    """A synchronous agent (``choose(state, seat)``; optional ``react`` and ``reaction_delay``) in a seat.
    ``times`` collects the wall-clock milliseconds of every decision (arena's figures)."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.times: list[float] = []
        self._answer: Action | None = None

    def start(self, state: GameState, seat: int) -> None:
        t0 = time.perf_counter()
        self._answer = self.agent.choose(state, seat)
        self.times.append((time.perf_counter() - t0) * 1000.0)

    def poll(self) -> Action | None:
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self._answer = None

    def react(self, state: GameState, seat: int) -> Action | None:
        react = getattr(self.agent, "react", None)
        if react is None:
            return self.agent.choose(state, seat)
        t0 = time.perf_counter()
        action = react(state, seat)
        self.times.append((time.perf_counter() - t0) * 1000.0)
        return action

    def reaction_delay(self, rng: Rng) -> float:
        delay = getattr(self.agent, "reaction_delay", None)
        return delay(rng) if delay is not None else 0.5

    def reaction_floor(self) -> float:
        reaction = getattr(self.agent, "reaction", None)
        return reaction.min_s if reaction is not None else 0.0

    def prepare(self) -> None:
        pass

    def close(self) -> None:
        pass


@dataclass
class Record:
    """Everything needed to rebuild a game: replay ``moves`` from ``new(players, seed, options)``."""

    game_id: str
    players: int
    seed: int
    options: dict
    seats: list[str]
    actions: list[tuple[int, str]] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "game": self.game_id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": list(self.seats),
            "actions": [[s, a] for s, a in self.actions],
        }

    @classmethod
    def from_dict(cls, d: dict) -> Record:
        return cls(
            d["game"],
            int(d["players"]),
            int(d["seed"]),
            dict(d.get("options") or {}),
            list(d["seats"]),
            [(int(s), str(a)) for s, a in d.get("actions", [])],
        )


def replay(
    cls: type[GameState],
    players: int,
    seed: int,
    options: dict | None,
    moves: Iterable[tuple[int, str]],
    events: list | None = None,
) -> GameState:
    """Rebuild a game from its seed and its (seat, action text) list, checking every move. With ``events``
    (a list), each move's events are appended to it."""
    state = cls.new(players, seed, options)
    for seat, text in moves:
        happened = state.apply(state.action_from_text(text), seat)
        if events is not None:
            events.append(happened)
    return state


@dataclass
class Played:
    """One move the driver played: who, what, its text, its events, and whether a player may take it back.
    ``before`` is the position it was played on, kept while the move may still be undone (to tell what it
    showed each player, :func:`shows_hidden`; ``hidden_to`` remembers the answers)."""

    seat: int
    action: Action
    text: str
    events: list[Event]
    undoable: bool
    before: GameState | None = field(default=None, repr=False, compare=False)
    hidden_to: dict[int, bool] = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True)
class UndoPoint:
    """``keep`` moves of the record stay when undoing (None: Undo is not possible, ``reason`` says why as a
    catalogue key)."""

    keep: int | None
    reason: str | None = None

    @property
    def possible(self) -> bool:
        return self.keep is not None


def shows_hidden(
    before: GameState, action: Action, seat: int, viewer: int, rng: Rng, samples: int = UNDO_SAMPLES
) -> bool:
    """Did playing ``action`` (by ``seat``) on ``before`` show ``viewer`` something hidden from it?

    The move is tried in ``samples`` worlds that ``viewer`` cannot tell apart from ``before``
    (``determinize``): if it is illegal in one (it used a card ``viewer`` could not know was there), or
    ``viewer`` would see anything else afterwards (another card, other dice, another answer), the move told
    ``viewer`` something, and taking it back would let ``viewer`` play again knowing it.

    Another seat's move is judged more strictly: if that seat's choices in some world differ from its real
    ones, it chose on what ``viewer`` cannot see, and the choice itself tells something (that it held a
    mercenary, that the next seat to decide has one). A world where the move is impossible outright can be
    too rare for a sample to meet; a world where the mover had other choices is met at once."""
    real = before.clone()
    real._apply(action, seat)
    seen = real.observation(viewer)
    options = None if seat == viewer else _choices(before, seat)
    for _ in range(samples):
        world = before.determinize(viewer, rng)
        if options is not None and _choices(world, seat) != options:
            return True
        try:
            world.apply(action, seat)
        except Exception:  # refused (or worse) in a world the viewer thought possible: the move told it so
            return True
        if world.observation(viewer) != seen:
            return True
    return False


def _choices(state: GameState, seat: int) -> list[str]:
    return sorted(map(repr, state.legal_actions(seat)))


def _barrier_reason(events: list[Event]) -> str:
    for event in events:
        if event.get("barrier"):
            kind = str(event.get("type", "")).lower()
            return UNDO_RANDOM if any(word in kind for word in _RANDOM_WORDS) else UNDO_REVEALED
    return UNDO_REVEALED  # the table's own move, or a kind the game declares final


class Match:
    """The state, the record and the clock of one game, and the rule for asking seats (module docstring)."""

    def __init__(
        self,
        state: GameState,
        record: Record,
        controllers: Mapping[int, Controller] | None = None,
        turn_pace: float = 0.0,
        rng_seed: int | None = None,
    ) -> None:
        self.state = state
        self.record = record
        self.controllers: dict[int, Controller] = dict(controllers or {})
        self.turn_pace = turn_pace
        self.rng = Rng(record.seed ^ 0x5EED if rng_seed is None else rng_seed)  # reaction delays
        self.now = 0.0
        self.paused = False
        self.played: list[Played] = []  # parallel to record.moves
        self.on_played: Callable[[Played], None] | None = None
        self._reset_window()

    @classmethod
    def new(
        cls,
        rules: type[GameState],
        seats: list[str],
        seed: int,
        options: dict | None = None,
        controllers: Mapping[int, Controller] | None = None,
        **kw,
    ) -> Match:
        """A new game of ``rules`` (the game's GameState class, its spec's ``state_class()``)."""
        state = rules.new(len(seats), seed, options or {})
        record = Record(rules.GAME_ID, len(seats), seed, dict(state.options), list(seats))
        return cls(state, record, controllers, **kw)

    # ------------------------------------------------------------------ what is open
    def window(self):
        return self.state.window()

    def is_bot(self, seat: int) -> bool:
        return seat in self.controllers

    def humans_to_act(self) -> list[int]:
        return [s for s in self.state.to_act() if s not in self.controllers]

    @property
    def thinking(self) -> list[int]:
        """Bot seats with a turn decision under way or an answer waiting for its pace ("thinking…")."""
        return sorted(self._started | set(self._answers))

    def next_table_time(self) -> float | None:
        after = self.state.window().table_after
        return None if after is None else self._table_clock + after

    # ------------------------------------------------------------------ playing
    def submit(self, seat: int, action: Action) -> Played:
        """Play a human's (or a caller's) action now. Raises IllegalAction with the reason."""
        return self._play(seat, action)

    def advance(self, dt: float = 0.0, hold: bool = False, max_actions: int = MAX_ACTIONS) -> list[Played]:
        """Move the clock by ``dt`` (not while paused) and play everything due: bot answers, reactions, the
        table's actions. ``hold`` keeps bots' turn answers waiting (the table is still animating)."""
        target = self.now if self.paused else self.now + dt
        out: list[Played] = []
        while len(out) < max_actions and not self.state.is_terminal():
            played = self._next_due(hold)
            if played is not None:
                out.append(played)
                continue
            # step the clock to the next due event inside this advance, so each plays at its own time
            t = self._next_event_time()
            if t is None or t > target + _EPS or t <= self.now + _EPS:
                break
            self.now = t
        if len(out) < max_actions:
            self.now = max(self.now, target)
        return out

    def step(self) -> Played:
        """Play the next move on a simulated clock, jumping it to the next due event (bots must answer
        synchronously: arena, shot, tests). Raises RuntimeError when nothing can happen."""
        while True:
            played = self.advance(0.0, max_actions=1)
            if played:
                return played[0]
            if self.state.is_terminal():
                raise RuntimeError(f"{self.record.game_id}: the game is over")
            nxt = self._next_event_time()
            if nxt is None:
                waiting = self.humans_to_act() or list(self.state.window().seats)
                raise RuntimeError(f"{self.record.game_id}: nothing will happen; waiting for seats {waiting}")
            self.now = max(self.now, nxt)

    def play_out(self, max_actions: int = MAX_ACTIONS) -> GameState:
        """Play to the end with a simulated clock (every seat must have a synchronous controller)."""
        for _ in range(max_actions):
            if self.state.is_terminal():
                return self.state
            self.step()
        if not self.state.is_terminal():
            raise RuntimeError(f"{self.record.game_id} (seed {self.record.seed}) did not end in {max_actions} actions")
        return self.state

    # ------------------------------------------------------------------ undo and restore
    def human_seats(self) -> list[int]:
        """The seats no controller plays (a person at the screen, or a caller that submits for them)."""
        return [s for s in range(self.record.players) if s not in self.controllers]

    def undo_point(self, seat: int) -> UndoPoint:
        """Where ``seat``'s Undo goes (the module docstring's rule): keep ``record.actions[:keep]``, or why
        it cannot."""
        humans = set(self.human_seats())
        if seat not in humans:
            return UndoPoint(None, UNDO_NOTHING)
        own = None
        for index in range(len(self.played) - 1, -1, -1):
            played = self.played[index]
            if not played.undoable:
                return UndoPoint(None, _barrier_reason(played.events))
            if played.seat == seat:
                own = index
                break
            if played.seat in humans:
                return UndoPoint(None, UNDO_OTHER_PLAYER)
        if own is None:
            return UndoPoint(None, UNDO_NOTHING)
        if any(self._showed_hidden(index, seat) for index in range(own, len(self.played))):
            return UndoPoint(None, UNDO_REVEALED)
        return UndoPoint(own)

    def undo(self, seat: int) -> UndoPoint:
        """Take back ``seat``'s last move (and the bots' replies) if the rule allows; return the point."""
        point = self.undo_point(seat)
        if point.keep is not None:  # point.possible, spelt so that keep reads as an int
            self.undo_to(point.keep)
        return point

    def _showed_hidden(self, index: int, viewer: int) -> bool:
        played = self.played[index]
        if viewer not in played.hidden_to:
            if played.before is None:
                return True  # the position is gone: nothing proves the move showed nothing
            rng = Rng((self.record.seed * 1_000_003 + index) * 64 + viewer)  # the same answer every time
            played.hidden_to[viewer] = shows_hidden(played.before, played.action, played.seat, viewer, rng)
        return played.hidden_to[viewer]

    def undo_to(self, keep: int) -> None:
        """Rebuild the game from its first ``keep`` moves (undo, loading a save)."""
        self.restore(self.record.actions[:keep])

    def restore(self, moves: list[tuple[int, str]]) -> None:
        """Rebuild the game from its seed and ``moves``, checking every move (the match is left as it was
        if one is refused)."""
        self._cancel_all()
        state = type(self.state).new(self.record.players, self.record.seed, self.record.options)
        played: list[Played] = []
        for seat, text in moves:
            seat, text = int(seat), str(text)
            self._apply_kept(state, played, seat, state.action_from_text(text), text)
        self.state = state
        self.record.actions = [(p.seat, p.text) for p in played]
        self.played = played
        self._reset_window()

    def _apply_kept(self, state: GameState, played: list[Played], seat: int, action: Action, text: str) -> Played:
        """Apply a move to ``state`` and append it to ``played``, keeping the position it was played on
        while a person may still undo it (no person: nothing is kept, arena pays nothing)."""
        before = state.clone() if self.human_seats() else None
        events = state.apply(action, seat)
        undoable = state.undoable(action, seat, events)
        if not undoable:
            for earlier in reversed(played):  # nothing before a move that may not be undone can be
                if earlier.before is None:
                    break
                earlier.before = None
            before = None
        entry = Played(seat, action, text, events, undoable, before)
        played.append(entry)
        return entry

    # ------------------------------------------------------------------ internals
    def _reset_window(self) -> None:
        window = self.state.window()
        self._started: set[int] = set()  # bot seats thinking on the open decision
        self._opened_at = self.now  # when the open decision began (turn pacing)
        self._answers: dict[int, Action] = {}  # bot answers waiting for their pace / for a hold
        self._pending: dict[int, tuple[float, Action]] = {}  # real time: seat -> (due, action)
        self._table_clock = self.now
        self._open = (window.kind, frozenset(window.seats), window.table_after is None)
        self._asked_change = -1  # the change real-time bots were last asked about

    def _cancel_all(self) -> None:
        for seat in self._started:
            self.controllers[seat].cancel()
        self._started = set()

    def _play(self, seat: int, action: Action) -> Played:
        state = self.state
        if seat != TABLE and seat in self._pending:
            del self._pending[seat]
        text = state.action_to_text(action)
        played = self._apply_kept(state, self.played, seat, action, text)
        self.record.actions.append((seat, text))
        self._after_change(seat)
        if self.on_played is not None:
            self.on_played(played)
        return played

    def _after_change(self, seat: int) -> None:
        window = self.state.window()
        kind, seats, untimed = self._open
        if window.kind == REALTIME and kind == REALTIME and (window.table_after is None) == untimed:
            # the same real-time window goes on: reactions of seats still in it stand, and so does the clock
            self._pending = {s: p for s, p in self._pending.items() if s in window.seats}
        elif window.kind == SECRET and kind == SECRET and set(window.seats) <= seats:
            # the same secret choice goes on: the others keep thinking on the position they were given
            for s in [s for s in self._started if s not in window.seats]:
                self.controllers[s].cancel()
                self._started.discard(s)
            self._answers = {s: a for s, a in self._answers.items() if s in window.seats}
        else:  # a new decision: what bots were doing for the old one is dropped
            self._cancel_all()
            self._answers = {}
            self._pending = {}
            self._opened_at = self.now
            self._table_clock = self.now
        if seat == TABLE:
            self._table_clock = self.now
        self._open = (window.kind, frozenset(window.seats), window.table_after is None)
        self._asked_change = -1

    def _next_due(self, hold: bool) -> Played | None:
        window = self.state.window()
        if window.kind == REALTIME:
            return self._realtime_due(window)
        table_due = self.next_table_time()
        if table_due is not None and table_due <= self.now + _EPS:
            return self._play(TABLE, self.state.legal_actions(TABLE)[0])
        bots = [s for s in window.seats if s in self.controllers]
        if window.kind == SECRET:
            for seat in bots:  # everyone on the same position, before anyone's answer is applied
                self._start(seat)
        elif bots:
            self._start(bots[0])
        for seat in sorted(self._started):
            answer = self.controllers[seat].poll()
            if answer is not None:
                self._answers[seat] = answer
                self._started.discard(seat)
        if hold or self.now + _EPS < self._opened_at + self.turn_pace:
            return None
        for seat in sorted(self._answers):
            answer = self._answers.pop(seat)
            return self._play(seat, answer)
        return None

    def _start(self, seat: int) -> None:
        if seat in self._started or seat in self._answers:
            return
        self._started.add(seat)
        self.controllers[seat].start(self.state, seat)

    def _realtime_due(self, window) -> Played | None:
        if self._asked_change != len(self.record.actions):
            self._asked_change = len(self.record.actions)
            self._ask_reactions(window)
        due = sorted((t, seat) for seat, (t, _) in self._pending.items() if t <= self.now + _EPS)
        table_due = self.next_table_time()
        for t, seat in due:
            if table_due is not None and table_due + _EPS < t:
                break  # the deal came first
            _, action = self._pending.pop(seat)
            if seat in self.state.to_act() and self.state.refusal(action, seat) is None:
                return self._play(seat, action)
            self._asked_change = -1  # too late: ask again
            return self._realtime_due(self.state.window())
        if table_due is not None and table_due <= self.now + _EPS:
            return self._play(TABLE, self.state.legal_actions(TABLE)[0])
        return None

    def _ask_reactions(self, window) -> None:
        """Every bot seat in the real-time window looks at the table again (module docstring): a bot that is
        not asked after a change would play a reaction chosen on a table that is gone (a shield on a pile
        another shield has just taken, a desertion under another desertion)."""
        for seat in window.seats:
            controller = self.controllers.get(seat)
            if controller is None:
                continue
            action = controller.react(self.state, seat)
            pending = self._pending.get(seat)
            if action is None:
                self._pending.pop(seat, None)
            elif pending is None:
                self._pending[seat] = (self.now + controller.reaction_delay(self.rng), action)
            elif pending[1] != action:
                floor = getattr(controller, "reaction_floor", None)
                soonest = self.now + (floor() if floor is not None else 0.0)
                self._pending[seat] = (max(pending[0], soonest), action)

    def _next_event_time(self) -> float | None:
        times = [t for t, _ in self._pending.values()]
        table_due = self.next_table_time()
        if table_due is not None:
            times.append(table_due)
        if self.state.window().kind != REALTIME and (self._started or self._answers):
            times.append(self._opened_at + self.turn_pace)
        return min(times) if times else None


def next_actor(
    state: GameState, rng: Rng, react: Callable[[GameState, int], Action | None] | None = None
) -> tuple[int, Action | None]:
    """Who moves next in a fast simulation (search playouts, bench, random-game tests): the driver's rule
    without a clock. TURN/ALTERNATE: the seat; SECRET: the lowest seat (the order cannot matter); REALTIME:
    the seats in random order, the first whose ``react`` answers, else the table. Returns ``(seat, action)``;
    ``action`` is None when the caller's policy should choose for that seat (it is the table's action, or
    the reaction, otherwise)."""
    window = state.window()
    if window.kind == REALTIME and window.seats:
        if react is not None:
            order = list(window.seats)
            rng.shuffle(order)
            for seat in order:
                action = react(state, seat)
                if action is not None:
                    return seat, action
            if window.table_after is None:  # nobody will wait forever: someone must act
                return order[0], None
        elif window.table_after is None or rng.random() < 0.5:
            return window.seats[rng.randrange(len(window.seats))], None
    elif window.seats:
        return window.seats[0], None
    if window.table_after is not None:
        return TABLE, state.legal_actions(TABLE)[0]
    raise RuntimeError("next_actor: the window is closed")


def random_playout(state: GameState, rng: Rng, max_actions: int = MAX_ACTIONS, check: bool = False) -> int:
    """Play uniformly random legal moves (the table's when it is due) to the end; return the move count."""
    for n in range(max_actions):
        if state.is_terminal():
            return n
        seat, action = next_actor(state, rng)
        if action is None:
            action = state.random_action(seat, rng)
        if check:
            state.apply(action, seat)
        else:
            state._apply(action, seat)
    raise RuntimeError(f"{state.GAME_ID}: no end after {max_actions} random moves")


def play_match(
    rules: type[GameState], agents: list[Any], seed: int, options: dict | None = None, max_actions: int = MAX_ACTIONS
) -> Match:
    """Play a whole game of ``rules`` (its GameState class) between synchronous agents (one per seat) on a
    simulated clock; return the match (``match.state`` is terminal; ``match.controllers[s].times`` holds each
    seat's decision times)."""
    controllers = {s: AgentController(a) for s, a in enumerate(agents)}
    match = Match.new(rules, [getattr(a, "name", "agent") for a in agents], seed, options, controllers)
    match.play_out(max_actions)
    return match


__all__ = [
    "Match",
    "Record",
    "Played",
    "UndoPoint",
    "shows_hidden",
    "Controller",
    "AgentController",
    "replay",
    "play_match",
    "next_actor",
    "random_playout",
    "MAX_ACTIONS",
    "TURN",
    "SECRET",
    "ALTERNATE",
    "REALTIME",
    "TABLE",
    "IllegalAction",
]
