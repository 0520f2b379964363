"""The one engine contract that every game implements.

A bot author's guide
====================
A game is a subclass of :class:`GameState`. Everything a UI, an AI, a test or the CLI does with a game goes
through the methods below, and nothing else (the shape of OpenSpiel's ``State`` and python-chess's ``Board``).

Creating and replaying
    ``state = OrcState.new(players=2, seed=7, options={"start_rule": "perplext"})`` deals a game. All
    randomness comes from ``state.rng`` (an :class:`orcdesk.core.rng.Rng`), so replaying the same
    ``(players, seed, options, actions)`` always gives the same game. Options missing from ``options`` take
    the defaults the game declares in ``data/<game>.yaml``; unknown options raise ``ValueError``.

Whose turn: windows of play
    ``state.to_act()`` is a tuple of player seats (0-based) who may act now; it is empty once the game is
    over (and while only the table acts, see below). ``state.window()`` says what kind of decision is open,
    as a :class:`Window` (boardgame.io's "active players", OpenSpiel's simultaneous nodes):

    ``TURN``       one seat decides (``seats`` has one seat).
    ``SECRET``     several seats each choose once, secretly, in any order (a draft, a god's favour chosen in secret). Until the
                   window closes, no seat's observation shows another's choice, and applying the choices in any
                   order gives the same state. The match driver asks every seat on the same position.
    ``ALTERNATE``  seats take turns until all pass in a row (a duel's exchange, an offer round); ``seats``
                   holds the one seat whose turn it is in the exchange, so it is asked like ``TURN``.
    ``REALTIME``   every seat in ``seats`` may act any number of times, in the order they act, until the
                   table's own action fires ``table_after`` seconds after the window's clock was last reset
                   (by a table action, or by the window opening). Agents answer after a reaction delay.

    Random outcomes (shuffles, dice) happen inside ``apply``; there are no separate chance nodes.

The table's own actions
    Some steps are nobody's decision: a dealer who turns a card every few seconds, a timer. They are actions of the seat
    :data:`TABLE` (``-1``): ``state.legal_actions(TABLE)`` lists them (usually one) while
    ``window().table_after`` is not None, ``state.apply(action, TABLE)`` plays them, and they are recorded,
    saved and replayed like any other action. The match driver (:mod:`orcdesk.core.match`) fires them on its
    clock; nothing else should. ``TABLE`` never appears in ``to_act()``. A window with no seats and a
    ``table_after`` is the table acting alone (``to_act()`` empty but the game not over).

Actions
    ``state.legal_actions(seat)`` lists the actions of one seat, in a stable order. An action is a small
    hashable, JSON-safe value (an ``int`` or a ``str``) chosen by the game. ``state.apply(action, seat)``
    plays it and returns a list of events. An illegal action raises :class:`IllegalAction`, whose ``reason``
    names the broken rule; the state is then unchanged (a seat that is not a whole number of this game, or
    ``TABLE``, is refused before anything is touched). ``seat`` may be left out when exactly one seat acts.
    ``state.refusal(action, seat)`` asks the same question without raising: None if the action is legal,
    else the :class:`Reason` (tables show it when the player hovers a target that cannot take the selection).
    A game whose actions are integers built from named fields declares an :class:`orcdesk.core.codec.ActionCodec`
    as ``CODEC``: tables and bots then decode actions to named fields instead of doing integer arithmetic.

Undo
    ``state.undoable(action, seat, events)`` says whether a player may take the action back: never a table
    action, never one whose events carry ``"barrier"`` (hidden information revealed, dice rolled), and never
    an action whose codec kind says ``undo=False``. The match driver adds the rest of the one rule
    (``Match.undo_point``): never a move that showed the undoing player something hidden (found by trying it
    in worlds from ``determinize``), and in hotseat only the player's own moves.

Refusals in the player's language
    A refusal is a :class:`Reason`: a key of the string catalogues (``data/i18n/<lang>/``) and the fields its
    text needs, never English text, so the player reads why in their own language:
    ``orcdesk.core.i18n.word(reason)`` gives the sentence. Keys are ``<game>.refuse.<what>`` for a game's own
    rules and ``common.refuse.<what>`` for what every game says (the game is over, not your turn, not a move
    of this game). Every text says why in words; a test checks that every key an engine uses is in both
    languages with the same fields. The fields follow three conventions, so that no field is ever shown as a
    code:

    - a field whose value is itself a catalogue key (a string with a dot, such as ``"<game>.tribe.green"`` or
      ``"<game>.god.loki.short"``) is worded in the player's language too;
    - a field named ``seat`` holds a seat number and is worded as that seat's name (the table gives the
      names; without them it reads "Player 2");
    - every other value (counts, a pile's number as the table shows it) is shown as it is; a key with plural
      forms (``one``/``other``) is chosen by the field ``n``.

    ``str(exc)`` of an :class:`IllegalAction` is a message for developers (the action, the key and the
    fields), fit for logs and tests, never for the player.

Text notation
    ``state.action_to_text(a)`` / ``state.action_from_text(s)`` convert both ways (like chess's UCI). Logs,
    saves, tests and the CLI use the text. ``action_from_text`` raises ``ValueError`` for unknown text.

Events
    ``apply`` returns plain dicts for the UI to animate and to word in the game log, e.g.
    ``{"type": "draw", "seat": 0, "pile": 3, "card": 17}``. An event that shows something secret to some
    seats only carries ``"private": {"card": [0]}`` (field -> seats who may see it); the UI passes events
    through ``state.redact_event(event, seat)`` before showing them. An event that reveals hidden
    information (a drawn card, a shuffle) or shows a random outcome (dice) carries ``"barrier": True``: undo
    never takes a player back past it.

Hidden information
    ``state.observation(seat)`` is a plain dict of what ``seat`` can see (``seat=None``: a spectator who
    sees only public facts). ``state.determinize(seat, rng)`` returns a full state that ``seat`` cannot tell
    apart from the real one: hidden cards (other hands, deck order) are resampled consistently with what
    ``seat`` has seen, and the state's RNG is reseeded from ``rng`` so future dice are unknown too. This is
    what information-set search uses; ``determinize(seat, rng).observation(seat) == observation(seat)``.
    ``state.info_key(seat)`` is a hashable key of what ``seat`` knows (default: its observation with the
    window); search keys its tree by it, so that a seat choosing secretly cannot "see" the others' choices.

Writing a real-time agent
    In a ``REALTIME`` window the driver asks each agent ``agent.react(state, seat)`` after every change of
    the position (a dealt card, anyone's action). It returns an action, or None to wait and watch. An action
    is played after the agent's reaction delay (``agent.reaction_delay(rng)``, from ``data/ai.yaml``), if it
    is still legal then; otherwise it is dropped and the agent is asked again. Every change asks it again
    even while an answer is pending: the new answer replaces the old one (None withdraws it), so ``react``
    must give the same answer while it still means it (a random pick is drawn once, not per ask). ``react``
    must be quick (a few milliseconds: it runs between frames), see only ``state.observation(seat)``-level
    facts, and must not assume it will be asked at any particular time: the deal does not wait for it.

End of game
    ``state.is_terminal()``; ``state.scores()`` (one number per seat, valid at any time: the points so far);
    ``state.winners()`` (seats who won; empty while playing and for a draw); ``state.teams()`` (a game of
    teams: {side name: seats}, e.g. the orcs against the elves; else empty); ``state.returns()``
    (per-seat payoff for AI: 1 shared among winners, 1/n each for a draw, 0 while not terminal).

Copies and storage
    ``state.clone()`` is a fast, independent copy (no ``deepcopy``). ``state.to_dict()`` is a plain
    YAML/JSON-safe dict with ``"game"`` and ``"version"`` keys; ``GameState.from_dict(d)`` rebuilds it and
    raises :class:`StateFormatError` (naming the field) for a dict it cannot read. Any rulebook position
    can be typed in as such a dict and checked. Equal states compare equal (``==`` compares ``to_dict()``).

Invariants
    ``state.check_invariants()`` raises ``AssertionError`` describing the first broken invariant (for
    example "30 cards conserved"); tests call it after every action.

Bad arguments
    Only the contract's errors come out: ``IllegalAction``, ``StateFormatError``, or ``ValueError`` naming
    the argument. The base class checks the arguments once for every game, before the game's own code
    runs (a game's ``new``, ``from_dict``, ``action_from_text``, ``observation`` and ``legal_actions`` are
    wrapped when its class is made, see ``GameState.__init_subclass__``): ``players`` and ``seed`` are
    integers and ``options`` a mapping; a seat is one of the game's, ``TABLE`` (``legal_actions`` only)
    or None; an action's text is a string; and a state ``from_dict`` accepts passes
    ``check_invariants`` and answers ``to_act``, ``observation`` and ``legal_actions`` for every seat,
    else it is refused with ``StateFormatError``.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any, ClassVar, Union

from orcdesk.core.rng import Rng

Action = Union[int, str]
Event = dict

TABLE = -1
"""The seat of the table itself (deals, timers): its actions are recorded like a player's."""

TURN, SECRET, ALTERNATE, REALTIME = "turn", "secret", "alternate", "realtime"
WINDOW_KINDS = (TURN, SECRET, ALTERNATE, REALTIME)


@dataclass(frozen=True)
class Window:
    """The decision open now: its ``kind`` (one of WINDOW_KINDS), the player ``seats`` who may act, and for
    the table's own action the delay ``table_after`` in seconds (None: the table does not act now)."""

    kind: str
    seats: tuple[int, ...] = ()
    table_after: float | None = None

    @property
    def closed(self) -> bool:
        return not self.seats and self.table_after is None


CLOSED = Window(TURN)


@dataclass(frozen=True)
class Reason:
    """Why an action is refused: a catalogue ``key`` and the ``fields`` its text needs (see "Refusals in the
    player's language" in the module docstring for what the fields may hold)."""

    key: str
    fields: Mapping[str, Any] = dataclass_field(default_factory=dict)

    def __str__(self) -> str:
        if not self.fields:
            return self.key
        return f"{self.key} ({', '.join(f'{name}={shown(value)}' for name, value in self.fields.items())})"


class IllegalAction(ValueError):
    """An action the rules forbid; ``reason`` (a :class:`Reason`) says which rule. ``str()`` of it is for
    developers; a player is shown ``orcdesk.core.i18n.word(exc.reason)``."""

    def __init__(self, action: Any, reason: Reason) -> None:
        super().__init__(f"illegal action {shown(action)}: {reason}")
        self.action = action
        self.reason = reason


class StateFormatError(ValueError):
    """A state dict (typed-in position, save file) that cannot be read. ``field`` names the culprit."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field


def shown(value: Any) -> str:
    """A bounded description of a value for an error message (a huge number, list or text is never written
    out whole: it could take minutes or gigabytes, and says nothing more)."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        return repr(value) if -(10**12) < value < 10**12 else "a huge number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:40]) + "…"
    return f"a {type(value).__name__}"


def _refuse_seat(seat: Any) -> None:
    raise ValueError(f"seat: no such seat in this game: {shown(seat)}")


def _seat_checked(method: Callable, table: bool) -> Callable:
    # search calls legal_actions in its inner loop: one comparison chain, no extra call on the way in
    lowest = TABLE if table else 0

    @functools.wraps(method)
    def checked(self, seat=None):
        if seat is None or (seat.__class__ is int and lowest <= seat < self.players):
            return method(self, seat)
        _refuse_seat(seat)

    return checked


def _text_checked(method: Callable) -> Callable:
    @functools.wraps(method)
    def checked(self, text, *args, **kwargs):
        if not isinstance(text, str):
            raise ValueError(f"text: an action's text is a string, not {shown(text)}")
        return method(self, text, *args, **kwargs)

    return checked


def _new_checked(function: Callable) -> Callable:
    signature = inspect.signature(function)

    @functools.wraps(function)
    def checked(cls, *args, **kwargs):
        given = signature.bind(cls, *args, **kwargs).arguments
        for name in ("players", "seed"):
            if name in given and type(given[name]) is not int:
                raise ValueError(f"{name}: a whole number, not {shown(given[name])}")
        options = given.get("options")
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"options: a mapping of option names to values, not {shown(options)}")
        return function(cls, *args, **kwargs)

    return checked


# What a broken state dict may raise inside a game's own reading code; from_dict turns it into
# StateFormatError (the fields a game names itself keep their names).
_READ_ERRORS = (
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    AssertionError,
    OverflowError,
    RecursionError,
    ZeroDivisionError,
)


def _brief(exc: BaseException) -> str:
    first = exc.args[0] if exc.args else ""
    words = first[:120] if isinstance(first, str) else shown(first)
    return f"{type(exc).__name__}: {words}" if words else type(exc).__name__


def _from_dict_checked(function: Callable) -> Callable:
    @functools.wraps(function)
    def checked(cls, data):
        cls._check_header(data)
        if data.get("options") is not None and not isinstance(data["options"], Mapping):
            raise StateFormatError(f"a mapping of option names to values, not {shown(data['options'])}", "options")
        try:
            state = function(cls, data)
        except StateFormatError:
            raise
        except _READ_ERRORS as exc:
            raise StateFormatError(f"cannot be read ({_brief(exc)})", "") from None
        return state._playable()

    return checked


class GameState:
    """Base class of every game state. See the module docstring for the contract."""

    def __init_subclass__(cls, **kwargs) -> None:
        """Wrap the game's own entry points with the argument checks of the contract ("Bad arguments")."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__
        checked: dict[str, Any] = {}
        if isinstance(own.get("new"), classmethod):
            checked["new"] = classmethod(_new_checked(own["new"].__func__))
        if isinstance(own.get("from_dict"), classmethod):
            checked["from_dict"] = classmethod(_from_dict_checked(own["from_dict"].__func__))
        if callable(own.get("action_from_text")):
            checked["action_from_text"] = _text_checked(own["action_from_text"])
        if callable(own.get("observation")):
            checked["observation"] = _seat_checked(own["observation"], table=False)
        if callable(own.get("legal_actions")):
            checked["legal_actions"] = _seat_checked(own["legal_actions"], table=True)
        for name, method in checked.items():  # the game's own methods are replaced on purpose, same signatures
            setattr(cls, name, method)

    GAME_ID: ClassVar[str] = ""
    FORMAT_VERSION: ClassVar[int] = 1
    CODEC: ClassVar[Any] = None  # an orcdesk.core.codec.ActionCodec, for games whose actions have named fields

    # Every state has these three attributes; games add their own.
    players: int
    rng: Rng
    options: dict

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> GameState:
        raise NotImplementedError

    # ------------------------------------------------------------------ turn order and actions
    def to_act(self) -> tuple[int, ...]:
        raise NotImplementedError

    def window(self) -> Window:
        """The open window of play. Default: one seat to act is a TURN, several are SECRET choices.
        Games with ALTERNATE exchanges or REALTIME phases (or table actions) override it."""
        acting = self.to_act()
        if not acting:
            return CLOSED
        return Window(TURN if len(acting) == 1 else SECRET, acting)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        raise NotImplementedError

    def refusal(self, action: Action, seat: int | None = None) -> Reason | None:
        """None if ``action`` is legal for ``seat`` now, else the :class:`Reason` it is refused (nothing is
        played, nothing raised). Games override it to say which rule the action breaks; the default only
        knows whose turn it is and whether the action is in the list."""
        seat = self._acting_seat(seat)
        if seat == TABLE:
            if self.window().table_after is None:
                return Reason("common.refuse.table_idle")
        elif self.is_terminal():
            return Reason("common.refuse.game_over")
        elif seat not in self.to_act():
            return Reason("common.refuse.not_your_turn")
        if action not in self.legal_actions(seat):
            return Reason("common.refuse.not_now")
        return None

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Check and play ``action``; return the events. Raises IllegalAction and leaves the state alone."""
        seat = self._acting_seat(seat)
        reason = self.refusal(action, seat)
        if reason is not None:
            raise IllegalAction(action, reason)
        return self._apply(action, seat)

    def _apply(self, action: Action, seat: int) -> list[Event]:
        """Play an action already known to be legal (search calls this directly to skip the check)."""
        raise NotImplementedError

    def _acting_seat(self, seat: int | None) -> int:
        if seat is not None:
            if type(seat) is not int or not (0 <= seat < self.players or seat == TABLE):
                # checked here, once for every game, before any engine code touches the state
                raise IllegalAction(None, Reason("common.refuse.no_such_seat", {"given": shown(seat)}))
            return seat
        acting = self.to_act()
        if len(acting) != 1:
            raise ValueError(f"name the seat: seats {acting} may act now")
        return acting[0]

    def undoable(self, action: Action, seat: int, events: list[Event]) -> bool:
        """May a player take ``action`` back (see "Undo" in the module docstring)?"""
        if seat == TABLE or any(e.get("barrier") for e in events):
            return False
        codec = type(self).CODEC
        return codec is None or codec.may_undo(action)

    # ------------------------------------------------------------------ notation
    def action_to_text(self, action: Action) -> str:
        raise NotImplementedError

    def action_from_text(self, text: str) -> Action:
        raise NotImplementedError

    # ------------------------------------------------------------------ information
    def observation(self, seat: int | None) -> dict:
        raise NotImplementedError

    def determinize(self, seat: int, rng: Rng) -> GameState:
        raise NotImplementedError

    def info_key(self, seat: int) -> str:
        """A key of everything ``seat`` knows now (equal keys: the seat cannot tell the positions apart).
        Games override it with something faster when search calls it in its inner loop."""
        window = self.window()
        return repr((window.kind, window.seats, sorted(self.observation(seat).items(), key=lambda kv: str(kv[0]))))

    def redact_event(self, event: Event, seat: int | None) -> Event:
        """The event as ``seat`` may see it: private fields hidden from others become None."""
        private = event.get("private")
        if not private:
            return event
        shown = {k: v for k, v in event.items() if k != "private"}
        for field, seats in private.items():
            if seat not in seats:
                shown[field] = None
        return shown

    # ------------------------------------------------------------------ end of game
    def is_terminal(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def teams(self) -> dict[str, tuple[int, ...]]:
        """The sides of a game of teams, {name: seats} (say the horde against the heroes), for per-side
        figures (``orcdesk arena``); empty for a game where every seat plays for itself."""
        return {}

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.players
        won = self.winners()
        if not won:
            return [1.0 / self.players] * self.players
        share = 1.0 / len(won)
        return [share if s in won else 0.0 for s in range(self.players)]

    # ------------------------------------------------------------------ copies and storage
    def clone(self) -> GameState:
        raise NotImplementedError

    def to_dict(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict) -> GameState:
        raise NotImplementedError

    def check_invariants(self) -> None:
        """Raise AssertionError naming the first broken invariant."""

    def _playable(self) -> GameState:
        """This state if it can be played (``from_dict`` ends with it): its invariants hold and it answers
        ``to_act``, ``window``, ``observation`` and ``legal_actions`` for every seat; else StateFormatError."""
        self._consistent()
        try:
            self.to_act()
            self.window()
            self.is_terminal()
            self.scores()
            for seat in (None, *range(self.players)):
                self.observation(seat)
                if seat is not None:
                    self.legal_actions(seat)
            if self.window().table_after is not None:
                self.legal_actions(TABLE)
        except StateFormatError:
            raise
        except _READ_ERRORS as exc:
            raise StateFormatError(f"the position cannot be played ({_brief(exc)})", "position") from None
        return self

    def _consistent(self) -> GameState:
        """This state if its invariants hold, else StateFormatError (``from_dict`` ends with it: a typed-in or
        saved position that breaks a rule is refused, naming the rule)."""
        try:
            self.check_invariants()
        except AssertionError as exc:
            raise StateFormatError(f"inconsistent position: {str(exc)[:300]}", "position") from None
        except _READ_ERRORS as exc:  # an invariant that could not even be checked on these values
            raise StateFormatError(f"inconsistent position ({_brief(exc)})", "position") from None
        return self

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.to_dict() == self.to_dict()

    # mutable; None is Python's documented way to say so, which mypy reads as a clash with object.__hash__
    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ helpers shared by games
    @classmethod
    def _check_header(cls, data: Any) -> None:
        """Validate the ``game``/``version`` header of a state dict (used by ``from_dict``)."""
        if not isinstance(data, dict):
            raise StateFormatError("a game state must be a mapping", "")
        if data.get("game") != cls.GAME_ID:
            raise StateFormatError(f"expected {cls.GAME_ID!r}, found {data.get('game')!r}", "game")
        version = data.get("version")
        if not isinstance(version, int):
            raise StateFormatError("missing or not an integer", "version")
        if version > cls.FORMAT_VERSION:
            raise StateFormatError(
                f"written by a newer orcdesk (format {version}, this one reads up to {cls.FORMAT_VERSION})",
                "version",
            )

    def random_action(self, seat: int, rng: Rng) -> Action:
        """A uniformly random legal action; games may override with something faster."""
        return rng.choice(self.legal_actions(seat))
