"""Orc (Chris Handy, Pack O Game #9; Oya's French edition): the rules engine.

Rules: ``/work/shared/rules/orc.md`` (its "readings" are authoritative) and the French rulebook. Every number
comes from ``data/orc.yaml``.

Words
=====
Colours are ``red, yellow, blue, white, green, purple`` (index 0-5 in that order; one-letter codes
``r y b w g p``). The 30 cards are the ordered pairs of different colours: card ``ab`` shows **1 orc of a**
on one end and **2 orcs of b** on the other; card id = ``a * 5 + (b if b < a else b - 1)`` (0-29); its text
code is the two letters, single end first: ``"ry"`` = 1 red orc / 2 yellow orcs.

The frontier is a row of 3 cards = 6 tribes at **positions** 0-5, left to right as the table shows them.
Frontier card k covers positions 2k and 2k+1; a tribe's value is the orcs its half shows (1 or 2). Each
tribe has one face-down pile of 4 beside it (pile p belongs to tribe p). The box sits at the ``"left"`` or
``"right"`` end of the row. A tribe's **rank** is its distance from the box (0 = next to the box, 5 =
farthest). A tied battle looks *toward the box*: the tribe of rank r looks at rank r-1, rank 0 looks at
rank 5 (wrap-around). North/South of the rulebook are seats 0 and 1; each seat has its own side of every
tribe.

Phases and who acts
===================
``start`` (``start_rule: perplext`` only)
    The **dealer** is drawn at random from the seed; the other seat (the non-dealer) acts and chooses
    ``start first`` (1 card, play first) or ``start second`` (2 cards, play second). The three leftover
    cards are then dealt (a ``deal`` event).
``box``
    The starter (the seat dealt one card) chooses the end of the row where the box goes. With the default
    ``start_rule: oya`` the game begins here: the seat dealt one card is drawn at random from the seed.
``play``
    The seat whose turn it is plays one card on its side of a tribe, choosing which end faces the tribe,
    or discards one card (always allowed).
``draw``
    The same seat draws, one action per card, from any non-empty pile: 2 cards after a 1-orc play, 1 after a
    2-orc play or a discard. If every pile is empty a second draw is lost. When the draw step ends, every
    battle it triggered (a pile emptied) is resolved, nearest the box first; then the turn passes, or the
    game ends if no pile is left.
``over``
    Nobody acts.

Actions (ints from ``CODEC``) and their text
=============================================
``OrcState.CODEC`` (an :class:`orcdesk.core.codec.ActionCodec`) names every action's fields: a table or a bot
writes ``CODEC.encode("play", card=c, tribe=t, end=e)`` and reads ``CODEC.decode(a).kind`` / ``.card`` instead
of doing arithmetic. The codec's blocks are laid out so its integers are exactly the ones this engine always
used (the golden records and old saves store text, but search trees and tests compare integers), and the
engine keeps its own precomputed tables of them (``PLAY_CARD``...) for its inner loops.

==========================  =====================================  =====================================
action (codec kind, fields) int                                    text
==========================  =====================================  =====================================
``play`` card, tribe, end:  ``c * 12 + t * 2 + e`` (0-359),        ``play ry y green``: card ``ry`` with its
card c on tribe t, end e    e = 0: the 1-orc end, 1: the 2-orc end  yellow end toward the green tribe
facing the tribe
``discard`` card            ``360 + c`` (360-389)                  ``discard ry``
``draw`` pile               ``390 + p`` (390-395)                  ``draw green`` (the pile of the green tribe)
``box`` side: left / right  ``396`` / ``397``                      ``box left`` / ``box right``
``start`` choice (perplext) ``398`` / ``399``                      ``start first`` / ``start second``
==========================  =====================================  =====================================

``draw`` and ``start`` (which deals the hands) reveal cards: the codec marks them ``undo=False``.

The notation is ``action_to_text`` / ``action_from_text``: it names tribes and piles by the tribe's colour
(a tribe's colour is unique), which only the deal knows, so it belongs to the state. ``CODEC.to_text`` is
the colour-blind position form (``play ry 3 two``) for debugging, not what saves and records store.
``action_from_text`` also accepts a position digit (``play ry y 3``, ``draw 3``). Helpers:
``play_action(card, tribe, end)``, ``discard_action(card)``, ``draw_action(pile)`` (the codec's encodings,
fast), ``card_id("ry")``, ``card_code(c)``.

``refusal(action, seat)`` gives the :class:`orcdesk.core.contract.Reason` a move is refused (``orc.refuse.*``,
``common.refuse.*``); its tribe and colour fields are catalogue keys (``orc.tribe.<colour>``,
``orc.orcs.<colour>``) that the table may recolour for the colour-blind palette before wording them.

Observation (``observation(seat)``; ``seat=None`` is a spectator)
=================================================================
A JSON-safe dict; a UI can draw the whole table from it alone. A *card* is shown as
``{"id": 7, "code": "ry", "one": "red", "two": "yellow"}``. Discards are face up and public (reading: the
rulebook sets discarded cards "aside" with no word of hiding them; both players saw them played).
::

    {"game": "orc", "seat": 0, "players": 2, "options": {"start_rule": "oya"},
     "phase": "play",               # start | box | play | draw | over
     "turn": 0,                     # seat whose turn it is (the chooser in start/box); None when over
     "to_act": [0],
     "draws_left": 0,               # cards still to draw in this draw step
     "starter": 0, "dealer": None,  # dealer: perplext only
     "box": "left",                 # None until chosen
     "tribes": [                    # row order, position 0 = leftmost
        {"pos": 0, "colour": "red", "value": 1,
         "rank": 0,                 # distance from the box (None until the box is placed)
         "toward_box": 5,           # position a tie looks at (None until the box is placed)
         "pile": 4,                 # cards left in its pile
         "sides": [                 # one entry per seat
            {"cards": [{"card": {...}, "facing": "blue", "orcs": 2}, ...],
             "colour": "blue", "orcs": 2},          # colour None / orcs 0 when empty
            {...}],
         "status": "open",          # open | won | frozen
         "winner": None,            # seat, once won
         "frozen_on": None,         # position it waits for, when frozen
         "spear": None},            # {"card": {...}, "seat": winner} once won (None if nobody played there)
        ...],
     "frontier": [{"card": {...}, "left": "one"}, ...],  # the 3 frontier cards; which end lies left
     "hand": [card, ...],           # this seat's hand ([] for a spectator)
     "hand_counts": [1, 2],
     "hands": [[card, ...], None],  # own hand shown, others None (all shown once the game is over)
     "discard": [card, ...],        # oldest first, public
     "piles_total": 24,
     "scores": [3, 0],              # current standing (see scores())
     "score_breakdown": [[{"tribe": "red", "pos": 0, "value": 1, "hand": 2, "total": 3}, ...], [...]],
                                    # per seat, nearest the box first; hand orcs counted only from hands
                                    # this viewer may see (so "scores" is the visible standing)
     "last_battles": [battle event, ...],   # battles of the latest draw step that had any (copies)
     "result": None}                # once over: {"winners": [1], "scores": [11, 15], "tiebreak": False,
                                    #             "draw": False}

Events (``apply`` returns a list of these plain dicts)
======================================================
* ``{"type": "start_choice", "seat": 1, "choice": "first"|"second", "starter": 1}`` then
  ``{"type": "deal", "counts": [1, 2], "hand0": [ids], "hand1": [ids], "private": {"hand0": [0], "hand1":
  [1]}, "barrier": True}`` (perplext only).
* ``{"type": "box", "seat": 0, "side": "left"|"right"}``
* ``{"type": "play", "seat": 0, "card": 7, "tribe": 3, "colour": "yellow", "orcs": 2, "draws": 1}``
  (``colour``: the end facing the tribe; ``draws``: cards to draw now)
* ``{"type": "discard", "seat": 0, "card": 7, "draws": 1}``
* ``{"type": "draw", "seat": 0, "pile": 3, "card": 12, "left": 2, "draws_left": 0,
  "private": {"card": [0]}, "barrier": True}`` (``left``: cards left in that pile)
* ``{"type": "draw_lost", "seat": 0}`` (a second draw with every pile empty)
* ``{"type": "battle", "tribe": 3, "colour": "green", "orcs": [2, 2], "winner": 0|None, "tie": True,
  "frozen": False, "frozen_on": None|pos, "decided_by": None|pos (the neighbour that settled a tie),
  "spear": card id|None, "discarded": [ids], "cascade": [{"tribe": 4, "winner": 0, "spear": id|None,
  "discarded": [ids]}, ...]}`` -- ``cascade`` lists the frozen tribes that follow this winner, in order.
* ``{"type": "turn", "seat": 1}`` (the next turn starts; also after the box is placed)
* ``{"type": "game_over", "scores": [11, 15], "winners": [1], "draw": False, "tiebreak": False,
  "breakdown": [[{"tribe": "white", "value": 2, "hand": 4, "total": 6}, ...], [...]],
  "hands": [[ids], [ids]]}`` (hands are revealed)

State dict (``to_dict`` / ``from_dict``), meant to be typed in by hand
=====================================================================
::

    {"game": "orc", "version": 1, "options": {"start_rule": "oya"}, "rng": 12345,
     "phase": "play", "turn": 0, "draws_left": 0, "starter": 0, "dealer": None, "box": "left",
     "tribes": [                    # row order; positions 2k, 2k+1 form frontier card k (values 1 and 2)
        {"colour": "red", "value": 1,
         "pile": ["yw", "bg"],      # bottom to top (the last one is drawn next)
         "sides": [["by:b"], []],   # per seat, in play order; "by:b" = card by, blue end facing the tribe
         "winner": None, "frozen": False, "spear": None},   # spear: card code once won
        ...],
     "hands": [["ry"], ["wg", "pb"]],
     "discard": ["gy"],             # or the string "rest": every card not placed elsewhere
     "undealt": [],                 # perplext: the 3 cards before the start choice
     "pending": [],                 # positions whose pile emptied during the current draw step
     "last_battles": []}

Only ``game``, ``version``, ``tribes`` and ``hands`` are required; the rest default to a game in progress
(``phase: play``, ``turn: 0``, ``starter``: the turn, ``box: left``, ``discard: rest``...). ``from_dict``
checks that the 30 cards are all present once and that the position obeys the rules (one colour per side,
never the tribe's colour, a won or frozen tribe has an empty pile, an open tribe a non-empty one...), and raises
``StateFormatError`` naming the field (``position`` for a rule broken by the whole position) otherwise.

Readings and choices
====================
* Battles: the winner's first-played card stays as the spear card (turned toward the winner); every other card
  on that tribe is discarded. A 0-0 tie leaves no spear card. A frozen tribe keeps its cards until it is won.
* Oya start: the seat dealt one card (the starter) is drawn from the seed. Perplext start: the dealer is drawn
  from the seed; the non-dealer chooses; the starter places the box in both rules.
* ``scores()`` is the current standing with the real hands (omniscient; fine for the end of the game and for
  tests); the observation's ``scores`` only counts hands its viewer can see.
* ``determinize(seat, rng)`` reshuffles the other hand, the pile contents and undealt cards among themselves
  (keeping every count) and reseeds the state's RNG from ``rng``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from orcdesk.core import GameState, StateFormatError
from orcdesk.core.codec import ActionCodec, Field, Kind
from orcdesk.core.contract import Action, Event, Reason, shown
from orcdesk.core.data import YamlMap, game_options, load_yaml
from orcdesk.core.rng import Rng

# ---------------------------------------------------------------------------------------------- game data


def parse_spec(cfg: YamlMap) -> tuple[list[str], int, tuple[int, int], tuple[int, int, int], YamlMap]:
    """Check the game data (the mapping of data/orc.yaml) and return its numbers; a DataError names the file,
    line and field of any mistake."""
    colours = cfg.need("colours", list)
    if len(colours) < 4 or len(colours) % 2 or not all(isinstance(c, str) and c for c in colours):
        raise cfg.error("colours", "needs an even number (at least 4) of colour names")
    if len({c[0] for c in colours}) != len(colours):
        raise cfg.error("colours", "the colours' first letters must all differ (they are the card codes)")
    deck = cfg.need("deck", dict)
    deck.choice("generate", ["ordered_pairs"])
    n = len(colours)
    frontier = cfg.need("frontier_cards", int)
    if frontier * 2 != n:
        raise cfg.error("frontier_cards", f"{n} colours need {n // 2} frontier cards")
    pile_size = cfg.need("pile_size", int)
    hands = cfg.need("hands", dict)
    first, second = hands.need("first_player", int), hands.need("second_player", int)
    if n * (n - 1) != frontier + n * pile_size + first + second or min(pile_size, first, second) < 1:
        raise cfg.error(
            "pile_size",
            f"{n * (n - 1)} cards do not split into {frontier} frontier cards, "
            f"{n} piles of {pile_size} and hands of {first} and {second}",
        )
    draws = cfg.need("draws", dict)
    draw_counts = (draws.need("single_end_play", int), draws.need("double_end_play", int), draws.need("discard", int))
    if min(draw_counts) < 1:
        raise draws.error(None, "every draw count must be at least 1")
    options = cfg.need("options", dict)
    options.need("start_rule", dict).need("choices", list)
    return colours, pile_size, (first, second), draw_counts, options


COLOURS, PILE_SIZE, HAND_SIZES, (DRAWS_ONE, DRAWS_TWO, DRAWS_DISCARD), OPTION_SPEC = parse_spec(load_yaml("orc.yaml"))
N = len(COLOURS)  # tribes = colours = piles
LETTERS = tuple(c[0] for c in COLOURS)
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
LETTER_INDEX = {c: i for i, c in enumerate(LETTERS)}
N_CARDS = N * (N - 1)
SEATS = 2

CARD_ONE = tuple(c // (N - 1) for c in range(N_CARDS))  # colour of the 1-orc end
CARD_TWO = tuple((lambda a, r: r if r < a else r + 1)(c // (N - 1), c % (N - 1)) for c in range(N_CARDS))
CARD_CODE = tuple(LETTERS[CARD_ONE[c]] + LETTERS[CARD_TWO[c]] for c in range(N_CARDS))
CODE_CARD = {code: c for c, code in enumerate(CARD_CODE)}
END_COLOUR = tuple((CARD_TWO if i & 1 else CARD_ONE)[i >> 1] for i in range(2 * N_CARDS))  # card*2+end
# ORCS[card][colour]: orcs of that colour the card shows (0, 1 or 2); used for scoring hands.
ORCS = tuple(tuple(1 if CARD_ONE[c] == k else 2 if CARD_TWO[c] == k else 0 for k in range(N)) for c in range(N_CARDS))

# Actions (see the module docstring): the codec's blocks, in the order and sizes of the engine's integers.
CODEC = ActionCodec(
    [
        Kind("play", [Field("card", N_CARDS, CARD_CODE), Field("tribe", N), Field("end", 2, ("one", "two"))]),
        Kind("discard", [Field("card", N_CARDS, CARD_CODE)]),
        Kind("draw", [Field("pile", N)], undo=False),
        Kind("box", [Field("side", 2, ("left", "right"))]),
        Kind("start", [Field("choice", 2, ("first", "second"))], undo=False),
    ]
)
# The engine's own view of the same integers, for its inner loops (legal moves, random playouts).
PLAY_PER_CARD = 2 * N
DISCARD_BASE = CODEC.encode("discard", card=0)
DRAW_BASE = CODEC.encode("draw", pile=0)
BOX_BASE = CODEC.encode("box", side=0)
START_BASE = CODEC.encode("start", choice=0)
N_ACTIONS = CODEC.size
BOX_LEFT, BOX_RIGHT = BOX_BASE, BOX_BASE + 1
START_FIRST, START_SECOND = START_BASE, START_BASE + 1
assert CODEC.encode("play", card=1, tribe=0, end=0) == PLAY_PER_CARD and DISCARD_BASE == N_CARDS * PLAY_PER_CARD
PLAY_CARD = tuple(a // PLAY_PER_CARD for a in range(DISCARD_BASE))
PLAY_TRIBE = tuple((a % PLAY_PER_CARD) >> 1 for a in range(DISCARD_BASE))
PLAY_END = tuple(a & 1 for a in range(DISCARD_BASE))
PLAY_COLOUR = tuple(END_COLOUR[PLAY_CARD[a] * 2 + PLAY_END[a]] for a in range(DISCARD_BASE))

# Phases.
START, BOX, PLAY, DRAW, OVER = range(5)
PHASE_NAMES = ("start", "box", "play", "draw", "over")
SIDES = ("left", "right")
# Per box side: the position a tie looks at (toward the box, wrapping round), the one looking at it, and ranks.
TOWARD = (tuple((p - 1) % N for p in range(N)), tuple((p + 1) % N for p in range(N)))
AWAY = (TOWARD[1], TOWARD[0])
RANK = (tuple(range(N)), tuple(N - 1 - p for p in range(N)))
BY_RANK = (tuple(range(N)), tuple(range(N - 1, -1, -1)))  # positions, nearest the box first

_SEAT_TUPLES = ((0,), (1,))
_WORD = 1 << 64
_SPARE = 1 << 20  # keep this much spare range when taking several draws from one 64-bit word


def _shuffle(seq: list, rng: Rng) -> None:
    """Fisher-Yates taking several indices from each 64-bit number (bias below 2**-20): a deal costs ~3
    RNG calls instead of 27, which matters for the thousands of games a search plays."""
    r, room = rng.next64(), _WORD
    for i in range(len(seq) - 1, 0, -1):
        n = i + 1
        if room < n * _SPARE:
            r, room = rng.next64(), _WORD
        j = r % n
        r //= n
        room //= n
        seq[i], seq[j] = seq[j], seq[i]


def card_id(code: str) -> int:
    """The card id of a two-letter code such as ``"ry"`` (1 red orc, 2 yellow orcs)."""
    try:
        return CODE_CARD[code]
    except KeyError:
        raise ValueError(
            f"unknown card {code!r}: a card is two different colour letters of "
            f"{''.join(LETTERS)}, the 1-orc end first (e.g. 'ry')"
        ) from None


def card_code(card: int) -> str:
    return CARD_CODE[card]


def card_info(card: int) -> dict:
    """A card as the observation shows it."""
    return {"id": card, "code": CARD_CODE[card], "one": COLOURS[CARD_ONE[card]], "two": COLOURS[CARD_TWO[card]]}


def play_action(card: int, tribe: int, end: int) -> int:
    """Play ``card`` on the tribe at position ``tribe``, ``end`` (0: 1-orc end, 1: 2-orc end) facing it."""
    return card * PLAY_PER_CARD + tribe * 2 + end


def discard_action(card: int) -> int:
    return DISCARD_BASE + card


def draw_action(pile: int) -> int:
    return DRAW_BASE + pile


def _copy_battle(event: dict) -> dict:
    """A copy of a battle event that shares no list or dict with it (events are handed to callers)."""
    out = dict(event)
    for key, value in event.items():
        if isinstance(value, list):
            out[key] = [dict(v) if isinstance(v, dict) else v for v in value]
    return out


# ---------------------------------------------------------------------------------------------- the state


class OrcState(GameState):
    """One game of Orc. See the module docstring for actions, observation, events and the state dict."""

    GAME_ID = "orc"
    FORMAT_VERSION = 1
    CODEC = CODEC

    __slots__ = (
        "players",
        "rng",
        "options",
        "colour",
        "value",
        "phase",
        "turn",
        "draws_left",
        "starter",
        "dealer",
        "box",
        "piles",
        "pile_total",
        "hands",
        "sides",
        "side_colour",
        "side_orcs",
        "winner",
        "frozen",
        "spear",
        "discard",
        "undealt",
        "pending",
        "last_battles",
    )
    # The fields, with their types (players, rng and options are GameState's). Seats and positions not yet
    # decided are -1; per-tribe lists are by position, per-side lists by seat * N + position.
    colour: tuple[int, ...]  # the colour index of the tribe at each position
    value: tuple[int, ...]  # 1 or 2 orcs, per position
    phase: int  # START, BOX, PLAY, DRAW or OVER
    turn: int
    draws_left: int  # cards still to draw in this draw step
    starter: int  # the seat dealt one card (-1 before the Perplext start choice)
    dealer: int  # Perplext only, else -1
    box: int  # 0: left, 1: right, -1: not placed yet
    piles: list[list[int]]  # card ids, bottom to top
    pile_total: int  # cards left in all the piles (a cache of their lengths)
    hands: list[list[int]]
    sides: list[list[int]]  # card * 2 + end facing the tribe, in play order
    side_colour: list[int]  # the colour a side attacks with, -1 while empty
    side_orcs: list[int]
    winner: list[int]  # seat, -1 while not won
    frozen: list[bool]
    spear: list[int]  # the card left on a won tribe, -1 if none
    discard: list[int]
    undealt: list[int]  # Perplext: the hands' cards before the start choice
    pending: list[int]  # positions whose pile emptied in this draw step
    last_battles: tuple[dict[str, Any], ...]  # the battle events of the latest draw step that had any

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, players: int = 2, seed: int = 0, options: dict | None = None) -> OrcState:
        if players != SEATS:
            raise ValueError(f"Orc is a game for exactly 2 players, not {players}")
        rng = Rng(seed)
        s = cls._blank(rng, game_options(OPTION_SPEC, options))
        # Frontier: a random matching of the colours in a random order; each pair's 1-orc end chosen by a coin.
        order = list(range(N))
        _shuffle(order, rng)
        s.colour = tuple(order)
        coins = rng.next64()
        value = [0] * N
        frontier = []
        for k in range(0, N, 2):
            left_single = (coins >> k) & 1
            value[k], value[k + 1] = (1, 2) if left_single else (2, 1)
            a, b = (order[k], order[k + 1]) if left_single else (order[k + 1], order[k])
            frontier.append(a * (N - 1) + (b if b < a else b - 1))
        s.value = tuple(value)
        deck = [c for c in range(N_CARDS) if c not in frontier]
        _shuffle(deck, rng)
        s.piles = [deck[p * PILE_SIZE : (p + 1) * PILE_SIZE] for p in range(N)]
        s.pile_total = N * PILE_SIZE
        rest = deck[N * PILE_SIZE :]
        seat = (coins >> 32) & 1
        if s.options["start_rule"] == "perplext":
            s.dealer = seat
            s.turn = 1 - s.dealer
            s.undealt = rest
            s.phase = START
        else:
            s.starter = s.turn = seat
            s._deal(rest)
            s.phase = BOX
        return s

    @classmethod
    def _blank(cls, rng: Rng, options: dict) -> OrcState:
        s = cls.__new__(cls)
        s.players, s.rng, s.options = SEATS, rng, options
        s.colour, s.value = tuple(range(N)), (1, 2) * (N // 2)
        s.phase, s.turn, s.draws_left, s.starter, s.dealer, s.box = PLAY, 0, 0, -1, -1, -1
        s.piles = [[] for _ in range(N)]
        s.pile_total = 0
        s.hands = [[], []]
        s.sides = [[] for _ in range(SEATS * N)]
        s.side_colour = [-1] * (SEATS * N)
        s.side_orcs = [0] * (SEATS * N)
        s.winner = [-1] * N
        s.frozen = [False] * N
        s.spear = [-1] * N
        s.discard, s.undealt, s.pending = [], [], []
        s.last_battles = ()
        return s

    def _deal(self, rest: list) -> None:
        """The starter gets the first-player hand, the other seat the rest."""
        first = HAND_SIZES[0]
        self.hands[self.starter] = rest[:first]
        self.hands[1 - self.starter] = rest[first:]
        self.undealt = []

    # ------------------------------------------------------------------ turn order and actions
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else _SEAT_TUPLES[self.turn]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def _allowed_tribes(self, seat: int) -> list[list[int]]:
        """For each colour, the positions where ``seat`` may attack with it now."""
        allowed: list[list[int]] = [[] for _ in range(N)]
        sc, winner, frozen, colour = self.side_colour, self.winner, self.frozen, self.colour
        for t in range(N):
            if winner[t] >= 0 or frozen[t]:
                continue
            own = sc[seat * N + t]
            if own >= 0:
                allowed[own].append(t)
                continue
            opp = sc[(1 - seat) * N + t]
            tc = colour[t]
            for k in range(N):
                if k != tc and k != opp:
                    allowed[k].append(t)
        return allowed

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.phase == OVER:
            return []
        seat = self.turn if seat is None else seat
        if seat != self.turn:
            return []
        phase = self.phase
        if phase == PLAY:
            allowed = self._allowed_tribes(seat)
            hand = sorted(self.hands[seat])
            out: list[Action] = []
            for c in hand:
                base = c * PLAY_PER_CARD
                for end in (0, 1):
                    for t in allowed[END_COLOUR[c * 2 + end]]:
                        out.append(base + t * 2 + end)
            out.sort()
            out.extend(DISCARD_BASE + c for c in hand)
            return out
        if phase == DRAW:
            return [DRAW_BASE + p for p in range(N) if self.piles[p]]
        if phase == BOX:
            return [BOX_LEFT, BOX_RIGHT]
        return [START_FIRST, START_SECOND]

    def random_action(self, seat: int, rng: Rng) -> int:
        """Uniform over the legal actions, by rejection: no list is built."""
        phase = self.phase
        r, room = rng.next64(), _WORD
        if phase == PLAY:
            hand = self.hands[seat]
            n = len(hand)
            span = n * (PLAY_PER_CARD + 1)
            sc, winner, frozen, colour = self.side_colour, self.winner, self.frozen, self.colour
            me, opp = seat * N, (1 - seat) * N
            while True:
                if room < span * _SPARE:
                    r, room = rng.next64(), _WORD
                x = r % span
                r //= span
                room //= span
                if x < n:
                    return DISCARD_BASE + hand[x]
                x -= n
                c = hand[x // PLAY_PER_CARD]
                a = c * PLAY_PER_CARD + x % PLAY_PER_CARD
                t = PLAY_TRIBE[a]
                if winner[t] >= 0 or frozen[t]:
                    continue
                col = PLAY_COLOUR[a]
                own = sc[me + t]
                if own >= 0:
                    if own == col:
                        return a
                    continue
                if col != colour[t] and col != sc[opp + t]:
                    return a
        if phase == DRAW:
            piles = self.piles
            while True:
                if room < N * _SPARE:
                    r, room = rng.next64(), _WORD
                p = r % N
                r //= N
                room //= N
                if piles[p]:
                    return DRAW_BASE + p
        if phase == OVER:
            raise ValueError("the game is over")
        return (BOX_BASE if phase == BOX else START_BASE) + (r & 1)

    def refusal(self, action: Any, seat: int | None = None) -> Reason | None:
        if type(action) is not int or not 0 <= action < N_ACTIONS:
            return Reason("common.refuse.not_a_move")
        if self.phase == OVER:
            return Reason("common.refuse.game_over")
        seat = self.turn if seat is None else seat
        if seat != self.turn:
            return Reason("common.refuse.not_your_turn")
        phase = self.phase
        kind = PLAY if action < DRAW_BASE else DRAW if action < BOX_BASE else BOX if action < START_BASE else START
        if kind != phase:
            return self._phase_refusal()
        if phase == PLAY:
            card = PLAY_CARD[action] if action < DISCARD_BASE else action - DISCARD_BASE
            if card not in self.hands[seat]:
                return Reason("orc.refuse.not_in_hand")
            if action >= DISCARD_BASE:
                return None
            return self._attack_refusal(seat, PLAY_TRIBE[action], PLAY_COLOUR[action])
        if phase == DRAW and not self.piles[action - DRAW_BASE]:
            return Reason("orc.refuse.pile_empty", {"tribe": f"orc.tribe.{COLOURS[self.colour[action - DRAW_BASE]]}"})
        return None

    def _phase_refusal(self) -> Reason:
        """What the player must do first, when the action belongs to another phase."""
        if self.phase == START:
            return Reason("orc.refuse.first_start")
        if self.phase == BOX:
            return Reason("orc.refuse.first_box")
        if self.phase == PLAY:
            return Reason("orc.refuse.first_play")
        return Reason("orc.refuse.first_draw", {"n": self.draws_left})

    def _attack_refusal(self, seat: int, tribe: int, colour: int) -> Reason | None:
        """Why a card's ``colour`` may not attack ``tribe`` (rulebook: colours on each side of the border)."""
        tribe_key, colour_key = f"orc.tribe.{COLOURS[self.colour[tribe]]}", f"orc.orcs.{COLOURS[colour]}"
        if self.winner[tribe] >= 0:
            return Reason("orc.refuse.tribe_won", {"tribe": tribe_key})
        if self.frozen[tribe]:
            return Reason("orc.refuse.tribe_frozen", {"tribe": tribe_key})
        if colour == self.colour[tribe]:
            return Reason("orc.refuse.tribe_colour", {"tribe": tribe_key, "colour": colour_key})
        if colour == self.side_colour[(1 - seat) * N + tribe]:
            return Reason("orc.refuse.opponent_colour", {"tribe": tribe_key, "colour": colour_key})
        own = self.side_colour[seat * N + tribe]
        if own >= 0 and own != colour:
            return Reason(
                "orc.refuse.one_colour_per_side",
                {"tribe": tribe_key, "colour": colour_key, "own": f"orc.orcs.{COLOURS[own]}"},
            )
        return None

    # ------------------------------------------------------------------ playing
    def _apply(self, action: Action, seat: int) -> list[Event]:
        if TYPE_CHECKING:  # refusal() lets only ints through; said to the type checker alone (a hot path)
            assert isinstance(action, int)
        if action < DISCARD_BASE:
            card, t, end = PLAY_CARD[action], PLAY_TRIBE[action], PLAY_END[action]
            self.hands[seat].remove(card)
            k = seat * N + t
            self.sides[k].append(card * 2 + end)
            col = PLAY_COLOUR[action]
            self.side_colour[k] = col
            self.side_orcs[k] += end + 1
            self.phase = DRAW
            self.draws_left = draws = DRAWS_TWO if end else DRAWS_ONE
            return [
                {
                    "type": "play",
                    "seat": seat,
                    "card": card,
                    "tribe": t,
                    "colour": COLOURS[col],
                    "orcs": end + 1,
                    "draws": draws,
                }
            ]
        if action < DRAW_BASE:
            card = action - DISCARD_BASE
            self.hands[seat].remove(card)
            self.discard.append(card)
            self.phase = DRAW
            self.draws_left = DRAWS_DISCARD
            return [{"type": "discard", "seat": seat, "card": card, "draws": DRAWS_DISCARD}]
        if action < BOX_BASE:
            return self._draw(action - DRAW_BASE, seat)
        if action < START_BASE:
            self.box = action - BOX_BASE
            self.phase = PLAY
            return [{"type": "box", "seat": seat, "side": SIDES[self.box]}, {"type": "turn", "seat": self.turn}]
        first = action == START_FIRST
        self.starter = seat if first else 1 - seat
        self._deal(self.undealt)
        self.turn = self.starter
        self.phase = BOX
        return [
            {"type": "start_choice", "seat": seat, "choice": "first" if first else "second", "starter": self.starter},
            {
                "type": "deal",
                "counts": [len(self.hands[0]), len(self.hands[1])],
                "hand0": list(self.hands[0]),
                "hand1": list(self.hands[1]),
                "private": {"hand0": [0], "hand1": [1]},
                "barrier": True,
            },
        ]

    def _draw(self, p: int, seat: int) -> list[dict]:
        pile = self.piles[p]
        card = pile.pop()
        self.hands[seat].append(card)
        self.pile_total -= 1
        self.draws_left -= 1
        events = [
            {
                "type": "draw",
                "seat": seat,
                "pile": p,
                "card": card,
                "left": len(pile),
                "draws_left": self.draws_left,
                "private": {"card": [seat]},
                "barrier": True,
            }
        ]
        if not pile:
            self.pending.append(p)
        if self.draws_left and not self.pile_total:
            self.draws_left = 0
            events.append({"type": "draw_lost", "seat": seat})
        if not self.draws_left:
            self._end_draw_step(events)
        return events

    def _end_draw_step(self, events: list) -> None:
        """Resolve the battles the draw step triggered (nearest the box first), then pass the turn or end."""
        if self.pending:
            rank = RANK[self.box]
            battles = [self._battle(t) for t in sorted(self.pending, key=rank.__getitem__)]
            self.pending = []
            self.last_battles = tuple(map(_copy_battle, battles))  # events go out; the state keeps its own
            events.extend(battles)
        if self.pile_total:
            self.turn = 1 - self.turn
            self.phase = PLAY
            events.append({"type": "turn", "seat": self.turn})
        else:
            self.phase = OVER
            events.append(self._game_over_event())

    def _battle(self, t: int) -> dict:
        orcs = [self.side_orcs[t], self.side_orcs[N + t]]
        event: Event = {
            "type": "battle",
            "tribe": t,
            "colour": COLOURS[self.colour[t]],
            "orcs": orcs,
            "winner": None,
            "tie": orcs[0] == orcs[1],
            "frozen": False,
            "frozen_on": None,
            "decided_by": None,
            "spear": None,
            "discarded": [],
            "cascade": [],
        }
        if orcs[0] != orcs[1]:
            w = 0 if orcs[0] > orcs[1] else 1
        else:
            n = TOWARD[self.box][t]
            w = self.winner[n]
            if w < 0:  # the neighbour toward the box is not won yet: freeze, its winner takes this one too
                self.frozen[t] = True
                event["frozen"], event["frozen_on"] = True, n
                return event
            event["decided_by"] = n
        event["winner"] = w
        spear, event["discarded"] = self._award(t, w)
        event["spear"] = None if spear < 0 else spear
        # Cascade: the tribe frozen on this one (the next one away from the box) follows, and so on.
        away = AWAY[self.box]
        f = away[t]
        while self.frozen[f]:
            spear, discarded = self._award(f, w)
            event["cascade"].append(
                {
                    "tribe": f,
                    "colour": COLOURS[self.colour[f]],
                    "winner": w,
                    "spear": None if spear < 0 else spear,
                    "discarded": discarded,
                }
            )
            f = away[f]
        return event

    def _award(self, t: int, w: int) -> tuple[int, list]:
        """Tribe ``t`` goes to ``w``: one played card (the winner's first, if any) stays as the spear card."""
        kw, kl = w * N + t, (1 - w) * N + t
        cards = [x >> 1 for x in self.sides[kw]] + [x >> 1 for x in self.sides[kl]]
        spear = cards[0] if cards else -1
        discarded = cards[1:]
        self.discard.extend(discarded)
        self.sides[kw], self.sides[kl] = [], []
        self.side_colour[kw] = self.side_colour[kl] = -1
        self.side_orcs[kw] = self.side_orcs[kl] = 0
        self.winner[t] = w
        self.frozen[t] = False
        self.spear[t] = spear
        return spear, discarded

    def _game_over_event(self) -> dict:
        scores = self.scores()
        winners = self._winners_from(scores)
        return {
            "type": "game_over",
            "scores": scores,
            "winners": winners,
            "draw": not winners,
            "tiebreak": scores[0] == scores[1] and bool(winners),
            "breakdown": [self.score_breakdown(s) for s in range(SEATS)],
            "hands": [list(h) for h in self.hands],
        }

    # ------------------------------------------------------------------ scores
    def score_breakdown(self, seat: int, hand_visible: bool = True) -> list[dict]:
        """Per tribe won by ``seat``, nearest the box first: tribe value + orcs of its colour in hand."""
        hand = self.hands[seat] if hand_visible else ()
        order = BY_RANK[self.box] if self.box >= 0 else range(N)
        rows = []
        for t in order:
            if self.winner[t] == seat:
                k = self.colour[t]
                in_hand = sum(ORCS[c][k] for c in hand)
                rows.append(
                    {
                        "tribe": COLOURS[k],
                        "pos": t,
                        "value": self.value[t],
                        "hand": in_hand,
                        "total": self.value[t] + in_hand,
                    }
                )
        return rows

    def scores(self) -> list[float]:
        out: list[float] = [0, 0]
        for t in range(N):
            w = self.winner[t]
            if w >= 0:
                k = self.colour[t]
                out[w] += self.value[t] + sum(ORCS[c][k] for c in self.hands[w])
        return out

    def _head_winner(self) -> int:
        """Winner of the tribe nearest the box (-1 if none): breaks a tie in total."""
        return self.winner[BY_RANK[self.box][0]] if self.box >= 0 else -1

    def tiebreak(self) -> bool:
        """True when the totals are equal and the winner of the tribe nearest the box takes the game."""
        s = self.scores()
        return s[0] == s[1] and self._head_winner() >= 0

    def winners(self) -> list[int]:
        return self._winners_from(self.scores()) if self.phase == OVER else []

    def _winners_from(self, s: list) -> list[int]:
        """Higher total wins; a tie goes to the winner of the tribe nearest the box, else it is a draw."""
        if s[0] != s[1]:
            return [0 if s[0] > s[1] else 1]
        head = self._head_winner()
        return [head] if head >= 0 else []

    # ------------------------------------------------------------------ notation
    def action_to_text(self, action: Action) -> str:
        if type(action) is not int or not 0 <= action < N_ACTIONS:
            raise ValueError(f"{action!r} is not an Orc action")
        if action < DISCARD_BASE:
            return (
                f"play {CARD_CODE[PLAY_CARD[action]]} {LETTERS[PLAY_COLOUR[action]]} "
                f"{COLOURS[self.colour[PLAY_TRIBE[action]]]}"
            )
        if action < DRAW_BASE:
            return f"discard {CARD_CODE[action - DISCARD_BASE]}"
        if action < BOX_BASE:
            return f"draw {COLOURS[self.colour[action - DRAW_BASE]]}"
        if action < START_BASE:
            return f"box {SIDES[action - BOX_BASE]}"
        return "start first" if action == START_FIRST else "start second"

    def _tribe_from_text(self, word: str) -> int:
        if word.isdigit() and int(word) < N:
            return int(word)
        if word in COLOUR_INDEX:
            return self.colour.index(COLOUR_INDEX[word])
        raise ValueError(f"unknown tribe {word!r}: name it by its colour ({', '.join(COLOURS)}) or position 0-{N - 1}")

    def action_from_text(self, text: str) -> int:
        words = text.strip().lower().split()
        verb = words[0] if words else ""
        if verb == "play" and len(words) == 4:
            card = card_id(words[1])
            end_word = words[2]
            if end_word in ("1", "2"):
                end = int(end_word) - 1
            elif end_word in LETTER_INDEX or end_word in COLOUR_INDEX:
                k = LETTER_INDEX[end_word] if end_word in LETTER_INDEX else COLOUR_INDEX[end_word]
                if k == CARD_ONE[card]:
                    end = 0
                elif k == CARD_TWO[card]:
                    end = 1
                else:
                    raise ValueError(f"card {words[1]} has no {COLOURS[k]} end")
            else:
                raise ValueError(f"unknown card end {end_word!r}: give its colour letter or 1/2")
            return play_action(card, self._tribe_from_text(words[3]), end)
        if verb == "discard" and len(words) == 2:
            return discard_action(card_id(words[1]))
        if verb == "draw" and len(words) == 2:
            return draw_action(self._tribe_from_text(words[1]))
        if verb == "box" and len(words) == 2 and words[1] in SIDES:
            return BOX_BASE + SIDES.index(words[1])
        if verb == "start" and len(words) == 2 and words[1] in ("first", "second"):
            return START_FIRST if words[1] == "first" else START_SECOND
        raise ValueError(
            f"not an Orc action: {text!r} (try 'play ry y green', 'discard ry', 'draw green', "
            f"'box left', 'start first')"
        )

    # ------------------------------------------------------------------ information
    def observation(self, seat: int | None) -> dict:
        over = self.phase == OVER
        box = self.box
        tribes = []
        for t in range(N):
            sides = []
            for s in range(SEATS):
                k = s * N + t
                sides.append(
                    {
                        "cards": [
                            {"card": card_info(x >> 1), "facing": COLOURS[END_COLOUR[x]], "orcs": (x & 1) + 1}
                            for x in self.sides[k]
                        ],
                        "colour": COLOURS[self.side_colour[k]] if self.side_colour[k] >= 0 else None,
                        "orcs": self.side_orcs[k],
                    }
                )
            w = self.winner[t]
            tribes.append(
                {
                    "pos": t,
                    "colour": COLOURS[self.colour[t]],
                    "value": self.value[t],
                    "rank": RANK[box][t] if box >= 0 else None,
                    "toward_box": TOWARD[box][t] if box >= 0 else None,
                    "pile": len(self.piles[t]),
                    "sides": sides,
                    "status": "won" if w >= 0 else "frozen" if self.frozen[t] else "open",
                    "winner": w if w >= 0 else None,
                    "frozen_on": TOWARD[box][t] if self.frozen[t] else None,
                    "spear": {"card": card_info(self.spear[t]), "seat": w} if w >= 0 and self.spear[t] >= 0 else None,
                }
            )
        visible = [over or s == seat for s in range(SEATS)]
        breakdown = [self.score_breakdown(s, visible[s]) for s in range(SEATS)]
        result = None
        if over:
            result = {
                "winners": self.winners(),
                "scores": self.scores(),
                "tiebreak": self.tiebreak(),
                "draw": not self.winners(),
            }
        return {
            "game": self.GAME_ID,
            "seat": seat,
            "players": SEATS,
            "options": dict(self.options),
            "phase": PHASE_NAMES[self.phase],
            "turn": None if over else self.turn,
            "to_act": list(self.to_act()),
            "draws_left": self.draws_left,
            "starter": self.starter if self.starter >= 0 else None,
            "dealer": self.dealer if self.dealer >= 0 else None,
            "box": SIDES[box] if box >= 0 else None,
            "tribes": tribes,
            "frontier": self._frontier_view(),
            "hand": [card_info(c) for c in self.hands[seat]] if seat is not None else [],
            "hand_counts": [len(h) for h in self.hands],
            "hands": [[card_info(c) for c in self.hands[s]] if visible[s] else None for s in range(SEATS)],
            "discard": [card_info(c) for c in self.discard],
            "piles_total": self.pile_total,
            "scores": [sum(r["total"] for r in rows) for rows in breakdown],
            "score_breakdown": breakdown,
            "last_battles": [_copy_battle(b) for b in self.last_battles],
            "result": result,
        }

    def frontier_cards(self) -> list[tuple[int, int]]:
        """The frontier as (card id, 0 if its 1-orc end lies left else 1), left to right."""
        out = []
        for k in range(0, N, 2):
            left, right = self.colour[k], self.colour[k + 1]
            if self.value[k] == 1:
                out.append((left * (N - 1) + (right if right < left else right - 1), 0))
            else:
                out.append((right * (N - 1) + (left if left < right else left - 1), 1))
        return out

    def _frontier_view(self) -> list[dict]:
        return [{"card": card_info(c), "left": "two" if flipped else "one"} for c, flipped in self.frontier_cards()]

    def determinize(self, seat: int, rng: Rng) -> OrcState:
        """Resample what ``seat`` cannot see (the other hand, the piles, undealt cards), keeping every count."""
        twin = self.clone()
        other = 1 - seat
        unseen = list(twin.hands[other])
        for pile in twin.piles:
            unseen.extend(pile)
        unseen.extend(twin.undealt)
        unseen.sort()  # what the seat knows alone decides the sample (not where the hidden cards really lie)
        _shuffle(unseen, rng)
        i = len(twin.hands[other])
        twin.hands[other] = unseen[:i]
        for p in range(N):
            j = i + len(twin.piles[p])
            twin.piles[p] = unseen[i:j]
            i = j
        twin.undealt = unseen[i:]
        twin.rng = Rng(rng.next64())
        return twin

    # ------------------------------------------------------------------ copies and storage
    def clone(self) -> OrcState:
        s = OrcState.__new__(OrcState)
        s.players, s.rng, s.options = self.players, self.rng.clone(), self.options
        s.colour, s.value = self.colour, self.value
        s.phase, s.turn, s.draws_left = self.phase, self.turn, self.draws_left
        s.starter, s.dealer, s.box = self.starter, self.dealer, self.box
        s.piles = [p[:] for p in self.piles]
        s.pile_total = self.pile_total
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.sides = [x[:] for x in self.sides]
        s.side_colour, s.side_orcs = self.side_colour[:], self.side_orcs[:]
        s.winner, s.frozen, s.spear = self.winner[:], self.frozen[:], self.spear[:]
        s.discard, s.undealt, s.pending = self.discard[:], self.undealt[:], self.pending[:]
        s.last_battles = self.last_battles
        return s

    def to_dict(self) -> dict:
        tribes = []
        for t in range(N):
            tribes.append(
                {
                    "colour": COLOURS[self.colour[t]],
                    "value": self.value[t],
                    "pile": [CARD_CODE[c] for c in self.piles[t]],
                    "sides": [
                        [f"{CARD_CODE[x >> 1]}:{LETTERS[END_COLOUR[x]]}" for x in self.sides[s * N + t]]
                        for s in range(SEATS)
                    ],
                    "winner": self.winner[t] if self.winner[t] >= 0 else None,
                    "frozen": self.frozen[t],
                    "spear": CARD_CODE[self.spear[t]] if self.spear[t] >= 0 else None,
                }
            )
        return {
            "game": self.GAME_ID,
            "version": self.FORMAT_VERSION,
            "options": dict(self.options),
            "rng": self.rng.state,
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "draws_left": self.draws_left,
            "starter": self.starter if self.starter >= 0 else None,
            "dealer": self.dealer if self.dealer >= 0 else None,
            "box": SIDES[self.box] if self.box >= 0 else None,
            "tribes": tribes,
            "hands": [[CARD_CODE[c] for c in h] for h in self.hands],
            "discard": [CARD_CODE[c] for c in self.discard],
            "undealt": [CARD_CODE[c] for c in self.undealt],
            "pending": list(self.pending),
            "last_battles": [_copy_battle(b) for b in self.last_battles],
        }

    @classmethod
    def from_dict(cls, data: dict) -> OrcState:
        cls._check_header(data)
        return _StateReader(cls, data).read()

    def check_invariants(self) -> None:
        seen = [c for c, _ in self.frontier_cards()]
        for group in (self.piles, self.hands, [self.discard, self.undealt]):
            for cards in group:
                seen.extend(cards)
        for x in self.sides:
            seen.extend(v >> 1 for v in x)
        seen.extend(c for c in self.spear if c >= 0)
        assert len(seen) == N_CARDS and set(seen) == set(range(N_CARDS)), (
            f"{N_CARDS} cards conserved (found {len(seen)}, {len(set(seen))} different)"
        )
        assert sorted(self.colour) == list(range(N)), "every colour is one tribe"
        assert self.pile_total == sum(map(len, self.piles)), "pile count cache"
        assert self.phase in range(5) and self.turn in (0, 1), "phase and turn"
        for k in range(SEATS * N):
            side = self.sides[k]
            colours = {END_COLOUR[x] for x in side}
            assert len(colours) <= 1, "one colour per side of a tribe"
            assert self.side_colour[k] == (colours.pop() if colours else -1), "side colour cache"
            assert self.side_orcs[k] == sum((x & 1) + 1 for x in side), "side orcs cache"
        for t in range(N):
            a, b = self.side_colour[t], self.side_colour[N + t]
            assert a != self.colour[t] and b != self.colour[t], "no side attacks with the tribe's colour"
            assert a < 0 or a != b, "the two sides of a tribe use different colours"
            closed = self.winner[t] >= 0 or self.frozen[t]
            assert not (self.winner[t] >= 0 and self.frozen[t]), "a tribe is won or frozen, not both"
            assert not closed or not self.piles[t], "a won or frozen tribe has an empty pile"
            if self.winner[t] >= 0:
                assert not self.sides[t] and not self.sides[N + t], "a won tribe keeps only its spear card"
            else:
                assert self.spear[t] < 0, "only a won tribe has a spear card"
            if self.phase != DRAW:
                assert closed or self.piles[t] or self.phase == OVER, "an emptied pile's battle was fought"
            if self.frozen[t]:
                assert self.box >= 0 and self.winner[TOWARD[self.box][t]] < 0, "a frozen tribe waits for a winner"
        if self.phase == OVER:
            assert self.pile_total == 0 and not self.pending, "the game ends with the last pile"
            assert all(self.winner[t] >= 0 for t in range(N)) or all(self.frozen), "every tribe decided at the end"
        if self.phase == DRAW:
            assert self.draws_left > 0 and self.pile_total > 0, "a draw step has a card to draw"
        else:
            assert self.draws_left == 0 and not self.pending, "draws and battles only inside a draw step"
        if self.phase in (PLAY, DRAW):
            assert self.box >= 0 and self.starter >= 0, "the box is placed before play"
        if self.phase == START:
            assert len(self.undealt) == sum(HAND_SIZES) and not any(self.hands), "cards wait for the start choice"
            assert self.dealer >= 0 and self.turn == 1 - self.dealer, "the non-dealer makes the start choice"
        if self.phase == BOX:
            assert self.box < 0 and self.turn == self.starter, "the starter places the box"
        elif self.phase != START:  # (the Perplext start deals the hands only once the start choice is made)
            assert not self.undealt, "every card is dealt once play starts"


# ---------------------------------------------------------------------------------------------- reading dicts


class _StateReader:
    """Builds an OrcState from a (possibly hand-typed) dict, naming the field of any mistake."""

    def __init__(self, cls: type[OrcState], data: dict) -> None:
        self.cls, self.data = cls, data

    def fail(self, field: str, message: str) -> NoReturn:
        raise StateFormatError(message, field)

    def card(self, value: Any, field: str) -> int:
        if not isinstance(value, str) or value not in CODE_CARD:
            self.fail(
                field,
                f"{shown(value)} is not a card (two different letters of {''.join(LETTERS)}, "
                f"1-orc end first, e.g. 'ry')",
            )
        return CODE_CARD[value]

    def cards(self, value: Any, field: str) -> list[int]:
        if not isinstance(value, list):
            self.fail(field, "expected a list of cards")
        return [self.card(v, f"{field}[{i}]") for i, v in enumerate(value)]

    def seat_or_none(self, key: str, default: Any) -> int:
        value = self.data.get(key, default)
        if value is None:
            return -1
        if value not in (0, 1) or isinstance(value, bool):
            self.fail(key, f"expected a seat (0 or 1) or null, found {shown(value)}")
        return value

    def read(self) -> OrcState:
        d = self.data
        try:
            options = game_options(OPTION_SPEC, d.get("options"))
        except ValueError as exc:
            self.fail("options", str(exc))
        rng_state = d.get("rng", 0)
        if not isinstance(rng_state, int) or isinstance(rng_state, bool):
            self.fail("rng", "expected an integer")
        s = OrcState._blank(Rng(rng_state), options)
        phase = d.get("phase", "play")
        if phase not in PHASE_NAMES:
            self.fail("phase", f"expected one of {', '.join(PHASE_NAMES)}, found {shown(phase)}")
        s.phase = PHASE_NAMES.index(phase)
        turn = self.seat_or_none("turn", 0)
        if turn < 0:
            self.fail("turn", "expected a seat (0 or 1)")
        s.turn = turn
        s.draws_left = d.get("draws_left", 0)
        if not isinstance(s.draws_left, int) or not 0 <= s.draws_left <= max(DRAWS_ONE, DRAWS_TWO, DRAWS_DISCARD):
            self.fail("draws_left", f"expected 0-{max(DRAWS_ONE, DRAWS_TWO)}, found {shown(s.draws_left)}")
        s.starter = self.seat_or_none("starter", None if s.phase == START else turn)
        s.dealer = self.seat_or_none("dealer", None)
        box = d.get("box", None if s.phase in (START, BOX) else "left")
        if box is not None and box not in SIDES:
            self.fail("box", f"expected 'left', 'right' or null, found {shown(box)}")
        s.box = -1 if box is None else SIDES.index(box)
        self.read_tribes(s)
        hands = d.get("hands")
        if not isinstance(hands, list) or len(hands) != SEATS:
            self.fail("hands", "expected a list of two hands (seat 0, seat 1)")
        s.hands = [self.cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
        s.undealt = self.cards(d.get("undealt", []), "undealt")
        pending = d.get("pending", [])
        if not isinstance(pending, list) or not all(isinstance(p, int) and 0 <= p < N for p in pending):
            self.fail("pending", "expected a list of tribe positions")
        s.pending = list(pending)
        battles = d.get("last_battles", [])
        if not isinstance(battles, list) or not all(isinstance(b, dict) for b in battles):
            self.fail("last_battles", "expected a list of battle events")
        s.last_battles = tuple(map(_copy_battle, battles))
        self.read_discard(s)
        s.pile_total = sum(map(len, s.piles))
        self.check_position(s)
        return s

    def read_tribes(self, s: OrcState) -> None:
        tribes = self.data.get("tribes")
        if not isinstance(tribes, list) or len(tribes) != N:
            self.fail("tribes", f"expected a list of {N} tribes in row order")
        colours, values = [], []
        for t, tribe in enumerate(tribes):
            f = f"tribes[{t}]"
            if not isinstance(tribe, dict):
                self.fail(f, "expected a mapping with at least 'colour' and 'value'")
            colour = tribe.get("colour")
            if not isinstance(colour, str) or colour not in COLOUR_INDEX:
                self.fail(f + ".colour", f"expected one of {', '.join(COLOURS)}, found {shown(colour)}")
            if COLOUR_INDEX[colour] in colours:
                self.fail(f + ".colour", f"two tribes are {colour}")
            colours.append(COLOUR_INDEX[colour])
            value = tribe.get("value")
            if value not in (1, 2) or isinstance(value, bool):
                self.fail(f + ".value", f"expected 1 or 2, found {shown(value)}")
            values.append(value)
            s.piles[t] = self.cards(tribe.get("pile", []), f + ".pile")
            sides = tribe.get("sides", [[], []])
            if not isinstance(sides, list) or len(sides) != SEATS:
                self.fail(f + ".sides", "expected two lists of played cards (seat 0, seat 1)")
            for seat, side in enumerate(sides):
                if not isinstance(side, list):
                    self.fail(f"{f}.sides[{seat}]", "expected a list of played cards such as 'by:b'")
                for i, text in enumerate(side):
                    field = f"{f}.sides[{seat}][{i}]"
                    code, _, end = text.partition(":") if isinstance(text, str) else ("", "", "")
                    card = self.card(code, field)
                    if end not in (LETTERS[CARD_ONE[card]], LETTERS[CARD_TWO[card]]):
                        self.fail(
                            field,
                            f"write the card and the letter of the end facing the tribe, "
                            f"e.g. '{code}:{LETTERS[CARD_TWO[card]]}'",
                        )
                    x = card * 2 + (end == LETTERS[CARD_TWO[card]])
                    k = seat * N + t
                    if s.side_colour[k] >= 0 and s.side_colour[k] != END_COLOUR[x]:
                        self.fail(field, "all the cards on one side of a tribe show the same colour")
                    s.sides[k].append(x)
                    s.side_colour[k] = END_COLOUR[x]
                    s.side_orcs[k] += (x & 1) + 1
            winner = tribe.get("winner")
            if winner is not None and (winner not in (0, 1) or isinstance(winner, bool)):
                self.fail(f + ".winner", f"expected 0, 1 or null, found {shown(winner)}")
            s.winner[t] = -1 if winner is None else winner
            frozen = tribe.get("frozen", False)
            if not isinstance(frozen, bool):
                self.fail(f + ".frozen", "expected true or false")
            s.frozen[t] = frozen
            spear = tribe.get("spear")
            if spear is not None:
                if winner is None:
                    self.fail(f + ".spear", "only a won tribe has a spear card")
                s.spear[t] = self.card(spear, f + ".spear")
        for k in range(0, N, 2):
            if {values[k], values[k + 1]} != {1, 2}:
                self.fail(
                    f"tribes[{k}].value",
                    f"tribes {k} and {k + 1} share one frontier card: their values must be 1 and 2",
                )
        s.colour, s.value = tuple(colours), tuple(values)

    def read_discard(self, s: OrcState) -> None:
        discard = self.data.get("discard", "rest")
        placed = [c for c, _ in s.frontier_cards()] + s.undealt + s.hands[0] + s.hands[1]
        for pile in s.piles:
            placed.extend(pile)
        for side in s.sides:
            placed.extend(x >> 1 for x in side)
        placed.extend(c for c in s.spear if c >= 0)
        if discard == "rest":
            taken = set(placed)
            s.discard = [c for c in range(N_CARDS) if c not in taken]
        else:
            s.discard = self.cards(discard, "discard")
        everything = placed + s.discard
        seen = set()
        for c in everything:
            if c in seen:
                self.fail(
                    "tribes",
                    f"card {CARD_CODE[c]} is placed twice (the frontier holds "
                    f"{', '.join(CARD_CODE[f] for f, _ in s.frontier_cards())})",
                )
            seen.add(c)
        if len(seen) != N_CARDS:
            missing = [CARD_CODE[c] for c in range(N_CARDS) if c not in seen]
            self.fail("discard", f"cards missing: {', '.join(missing)} (use discard: rest to put them there)")

    def check_position(self, s: OrcState) -> None:
        try:
            s.check_invariants()
        except AssertionError as exc:
            self.fail("position", f"impossible position: {exc}")
        if s.phase == PLAY and not s.hands[s.turn]:
            self.fail("hands", "the seat to play has no card")
