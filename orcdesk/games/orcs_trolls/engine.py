"""Orcs & Trolls rules engine (2-4 players, the full 132-card game).

Rules: ``/work/shared/rules/orcs_trolls.md`` (digest, authoritative) and ``orcs_trolls.it.txt`` (rulebook).
Card data and every proposed value or reading live in ``data/orcs_trolls.yaml`` (see ``cards.py``).

Cards
    The 122 playing cards have ids 0..121 (``cards.CARDS`` tables, ``card_info(c)`` for a plain description):
    24 orcs, 3 trolls, 28 treasures (yellow), 14 trials (red), 18 attacks (black), 11 attack bonuses (grey),
    24 defences (green). The 9 frog/trapped markers are a count (supply + members under a marker = 9) and
    the reference card never moves: 122 + 9 + 1 = 132.

Pack members
    A member is an orc or a troll in a pack. Its state: ``status`` active / frog / trapped (frog and trapped
    use a marker), ``endangered`` (failed a Dangerous position: the card turned upside down), ``grab`` (the
    treasure it is grabbing this turn, placed under it in phase D), its treasures, and whether it already
    acted (phase B) or gave a treasure (phase E) this turn.

Phases (one turn of the active player P; every phase is skipped when it offers no choice)
    setup    The orc draft: players pick one orc at a time, in turn from the first player, until all 24 are
             taken (option ``draft: random`` deals them instead). Each player shuffles his picks into a
             face-down orc deck; its top orc enters his pack. The 98 other cards are shuffled into the draw
             deck and everyone gets 9.
    start    P wins if he had >= 21 VP at the end of his last turn and still has. 3-4 players: P draws 1/2
             extra cards.
    A        P may play a red card against an opponent (never in the first round). The target may play
             different green cards (dragon, feast, pack, branch), then each of his members (not frog or
             trapped; swimmers skip river crossing) rolls, in the order he chooses; >= 6 passes. Troll's meal
             has no target and no roll.
    B        Each free orc of P (active, not endangered) may grab one treasure from P's hand OR try to win over
             a troll from P's hand (1 die, charisma +1: 1 orc killed, 2-3 troll leaves, 4+ troll joins).
    C        The opponents, from P's left, are offered to attack with a black card; the first who plays one is
             the attacker. Then the attacker and the other opponents may add different compatible grey cards;
             then P may play different green cards (dragon, feast, pack, help, big dragon, scout); then the
             attack die is rolled and P's attackable orcs fight one by one in the order P chooses.
             Bands on (defender - attacker): <= -1 the orc dies with its treasure; 0..2 it loses its treasure
             (the grabbed one too); 3..4 it keeps everything; >= 5 the enemy is killed, the defender keeps the
             black card as VP and the attack stops. Trolls are never attacked; elves attack only orcs holding or
             grabbing a treasure; frogs and trapped members are skipped.
    D        Grabbed treasures go under their orcs (automatic).
    E        Each orc of P may give one treasure to one of P's trolls (neither frog, trapped nor endangered).
    F        P must try to escape: endangered members re-roll (>= 6 freed, else eliminated), trapped members roll
             (>= 6 freed); P may first play green cards, including the witch's house that un-frogs his pack.
    G        The top orc of P's orc deck joins his pack (automatic).
    H        P discards any cards (down to 9 at least).
    I        Everyone refills to 9, one card at a time from P clockwise (automatic). A drawn orc joins the
             drawer's pack at once and he draws again. The discard pile is reshuffled when the deck is empty.
    end      P's VP >= 21 is noted (he wins if still >= 21 at the start of his next turn). A game reaching
             ``max_rounds`` rounds (option) ends: most VP wins.
    Green cards last until the trial, attack or escape is resolved for the whole pack (option
    ``green_duration: turn``: dice-modifying greens stay in force for the rest of the turn, rulebook 7A).
    The life potion is offered after a combat, trial or escape roll that eliminates a member of a seat
    holding one (not after a failed troll seduction, which is neither a combat nor a trial); the order of the
    members' rolls is asked when it can matter (always in combat; in trials and escapes only to a potion
    holder). A decision whose answer cannot matter (no playable green card, no potion) is skipped.

Actions (ints from ``CODEC``; ``action_to_text`` / ``action_from_text``; ``cN`` is card N, ``pN`` seat N)
    ``OrcsTrollsState.CODEC`` (an :class:`orcdesk.core.codec.ActionCodec`) names each action's fields: a table
    or a test writes ``CODEC.encode("grab", orc=o, treasure=t)`` and reads ``CODEC.decode(a).kind`` /
    ``.orc``. Its text is the notation (card fields are labelled ``c0``..``c121``, seats ``p0``..``p3``), so
    ``action_to_text`` is ``CODEC.to_text``. The integers are the codec's (kind blocks in the order below);
    they replaced the old bit fields ``op << 21 | a << 14 | b << 7 | c``, which no save, record or state dict
    ever stored (they keep text). The engine and its AI keep fast equivalents of ``encode``/``decode`` for
    their inner loops (``act`` and ``decode``, checked against the codec at import).
    ``seduce`` (a die decides), ``roll`` and ``next`` (dice) may not be undone.
    ``pass``                  end the current optional step (no red card, B done, no attack, no more grey,
                              E done, no escape card, H done)
    ``draft cN``              setup: pick orc N
    ``red cN pS``             A: play red card N against seat S
    ``meal cN``               A: play Troll's meal N
    ``grab cO cT``            B: orc O grabs treasure T from the hand
    ``seduce cO cT``          B: orc O tries to win over troll T from the hand
    ``black cN``              C: attack P with black card N
    ``grey cN``               C: add grey card N to the attack
    ``green cN``              A/C/F: play green card N before the dice
    ``roll``                  A/C/F: no more green cards, roll
    ``next cM``               A/C/F: member M rolls next
    ``drink`` / ``refuse``    drink a life potion for the member just eliminated, or not
    ``give cO cT cR``         E: orc O gives treasure T to troll R
    ``discard cN``            H: discard card N
    Identical copies (same ``key``) are one action, naming the lowest-numbered copy that is usable.

Observation (``observation(seat)``, plain JSON-safe dict)
    ``game, players, seat, turn, round, active, first, phase`` ("setup", "A".."I", "over"), ``step``,
    ``to_act``, ``decision`` ({"kind", "seat", "phase", "member"}: what must be decided and by whom),
    ``packs`` (per seat: list of {"card", "status", "endangered", "grab", "treasures", "acted", "gave"};
    a card's name, kind and traits come from ``card_info(card)``), ``orc_decks`` (per seat: count and the
    sorted drafted orcs left in it), ``draft_pool``, ``hand`` (the seat's own cards, sorted), ``hand_counts``,
    ``deck_count``, ``discard`` (public pile, bottom first), ``killed`` (per seat: black cards kept), ``vp``
    (per seat: {"members", "treasures", "killed", "total"}), ``pending_win``, ``markers`` (in the supply),
    ``greens_in_force`` (per seat; option green_duration: turn), ``context`` (the trial, attack or escape under
    way: card, attacker, greys, greens, attack total, members still to roll),
    ``rolls`` (the latest dice: the current/last trial, attack or escape, or a troll seduction: {"seat",
    "member" (None for the attack die), "dice", "kept", "discarded", "total", "need", "outcome"}),
    ``winners``, ``ended_by_round_limit``.

Events (``apply`` returns them; all carry "type")
    draft, deal_orcs, first_player, orc_enters, draw (private card), orc_drawn, reshuffle, turn, win,
    round_limit, red, meal, eaten, green, cancelled, dice (3 orc dice), attack_roll, trial_result,
    escape_result, combat_result, potion, eliminated, grab, seduce, troll_joins, troll_leaves, black, grey,
    scout, killed_enemy, attack_over, place, give, discard, pass, greens_expire, end_turn, unfrog, roll.
    Dice and draws carry ``"barrier": True``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable
from itertools import repeat
from typing import Any

from orcdesk.core.codec import ActionCodec, Field, Kind
from orcdesk.core.contract import Event, GameState, Reason, StateFormatError, shown
from orcdesk.core.data import game_options
from orcdesk.core.rng import Rng
from orcdesk.games.orcs_trolls.cards import (
    ATTACK,
    CARDS,
    GREEN,
    GREY,
    ORC,
    TREASURE,
    TRIAL,
    TROLL,
    card_info,
)

__all__ = ["OrcsTrollsState", "CODEC", "card_info", "CARDS"]

C = CARDS
N_CARDS = C.n_cards
KIND, KEY, VP, TRAITS, BONUS = C.kind, C.key, C.vp, C.traits, C.bonus

# Member layout: [card, status, endangered, grab, used, treasure...]
M_CARD, M_STATUS, M_DANGER, M_GRAB, M_USED, M_T = 0, 1, 2, 3, 4, 5
ACTIVE, FROG, TRAPPED = 0, 1, 2
STATUS_NAMES = ("active", "frog", "trapped")
_STATUS_INDEX = {name: i for i, name in enumerate(STATUS_NAMES)}
USED_ACT, USED_GIVE = 1, 2

# Steps (who decides what).
(S_DRAFT, S_A, S_TRIAL_GREEN, S_ORDER, S_POTION, S_B, S_C_BLACK, S_C_GREY, S_C_GREEN, S_E, S_F_GREEN, S_H, S_OVER) = (
    range(13)
)
STEP_NAMES = (
    "draft",
    "red_card",
    "trial_greens",
    "order",
    "potion",
    "grab",
    "attack_offer",
    "attack_bonus",
    "combat_greens",
    "transfer",
    "escape_greens",
    "discard",
    "over",
)
STEP_PHASE = ("setup", "A", "A", None, None, "B", "C", "C", "C", "E", "F", "H", "over")

# Contexts (a trial, an attack or the escapes under way).
X_NONE, X_TRIAL, X_COMBAT, X_ESCAPE = range(4)
CONTEXT_NAMES = ("none", "trial", "combat", "escape")
CONTEXT_PHASE = (None, "A", "C", "F")

# Actions (see the module docstring). A card field names card ids ``c0``.., a seat field ``p0``..``p3``.
MAX_SEATS = 4
_CARD_LABELS = tuple(f"c{i}" for i in range(N_CARDS))


def _card(name: str) -> Field:
    return Field(name, N_CARDS, _CARD_LABELS)


CODEC = ActionCodec(
    [
        Kind("pass"),
        Kind("draft", [_card("card")]),
        Kind("red", [_card("card"), Field("target", MAX_SEATS, tuple(f"p{i}" for i in range(MAX_SEATS)))]),
        Kind("meal", [_card("card")]),
        Kind("grab", [_card("orc"), _card("treasure")]),
        Kind("seduce", [_card("orc"), _card("troll")], undo=False),
        Kind("black", [_card("card")]),
        Kind("grey", [_card("card")]),
        Kind("green", [_card("card")]),
        Kind("roll", undo=False),
        Kind("next", [_card("member")], undo=False),
        Kind("drink"),
        Kind("refuse"),
        Kind("give", [_card("orc"), _card("treasure"), _card("troll")]),
        Kind("discard", [_card("card")]),
    ]
)
# The engine's fast view of the codec: ``op`` is the kind's index, ``a, b, c`` its fields in order.
(
    OP_PASS,
    OP_DRAFT,
    OP_RED,
    OP_MEAL,
    OP_GRAB,
    OP_SEDUCE,
    OP_BLACK,
    OP_GREY,
    OP_GREEN,
    OP_ROLL,
    OP_NEXT,
    OP_DRINK,
    OP_REFUSE,
    OP_GIVE,
    OP_DISCARD,
) = range(len(CODEC.kinds))
_BASE = tuple(CODEC.encode(k.name, **{f.name: 0 for f in k.fields}) for k in CODEC.kinds)


def _places(sizes: tuple[int, ...]) -> tuple[int, int, int]:
    """The place value of each field in its kind's block (mixed radix, first field most significant), 0 for
    fields the kind does not have."""
    places = [1] * len(sizes)
    for i in range(len(sizes) - 2, -1, -1):
        places[i] = places[i + 1] * sizes[i + 1]
    a, b, c = tuple(places) + (0,) * (3 - len(sizes))
    return a, b, c


_PLACE = tuple(_places(tuple(f.size for f in k.fields)) for k in CODEC.kinds)


def act(op: int, a: int = 0, b: int = 0, c: int = 0) -> int:
    """``CODEC.encode`` without its checks, for the engine's and the AI's inner loops."""
    pa, pb, pc = _PLACE[op]
    return _BASE[op] + a * pa + b * pb + c * pc


def op_of(action: int) -> int:
    """The index of the action's kind in ``CODEC.kinds`` (an ``OP_`` constant)."""
    return bisect_right(_BASE, action) - 1


def decode(action: int) -> tuple[int, int, int, int]:
    """``(op, a, b, c)``: ``CODEC.decode`` as plain ints (unused fields 0), for the inner loops."""
    op = bisect_right(_BASE, action) - 1
    code = action - _BASE[op]
    pa, pb, pc = _PLACE[op]
    if not pb:  # no field or one field
        return op, code, 0, 0
    a, code = divmod(code, pa)
    if not pc:
        return op, a, code, 0
    b, c = divmod(code, pb)
    return op, a, b, c


def _check_fast_helpers() -> None:
    """``act`` and ``decode`` agree with the codec (on the largest value of every field of every kind)."""
    for op, kind in enumerate(CODEC.kinds):
        top = [f.size - 1 for f in kind.fields]
        action = CODEC.encode(kind.name, **{f.name: v for f, v in zip(kind.fields, top)})
        assert act(op, *top) == action and decode(action) == (op, *top, *(0,) * (3 - len(top))), kind.name


_check_fast_helpers()

PASS, ROLL, DRINK, REFUSE = act(OP_PASS), act(OP_ROLL), act(OP_DRINK), act(OP_REFUSE)

# Static lookups.
_GREEN_ROLL_KEYS = ("dragon", "feast", "pack")
_ONE_PER = C.one_per_member
_ALL_CARDS = list(range(N_CARDS))
# Escape rolls use the bonus traits of the card that caused the state.
_TRAP_CARD = next(c for c in range(N_CARDS) if KIND[c] == TRIAL and C.effect[c] == "trap")
_DANGER_CARD = next(c for c in range(N_CARDS) if KIND[c] == TRIAL and C.effect[c] == "endanger")
_LASTING_KEYS = frozenset({"dragon", "feast", "pack", "help", "big_dragon"})  # greens that modify rolls
_ORC_SET = frozenset(c for c in range(N_CARDS) if KIND[c] == ORC)
_MEMBER_SET = frozenset(c for c in range(N_CARDS) if KIND[c] in (ORC, TROLL))
_TREASURE_SET = frozenset(c for c in range(N_CARDS) if KIND[c] == TREASURE)
_ATTACK_SET = frozenset(c for c in range(N_CARDS) if KIND[c] == ATTACK)


def _shuffle(rng: Rng, cards: list[int]) -> None:
    """The game's own shuffles (setup, reshuffles): the shared portable Rng shuffle."""
    rng.shuffle(cards)


def _fast_shuffle(seed: int, cards: list[int]) -> None:
    """Shuffle for ``determinize`` only (a search calls it at every iteration, so speed matters and
    cross-platform replay does not): sort by a C-level hash of (seed, card), 5x faster than Rng.shuffle."""
    cards[:] = [c for _, c in sorted(zip(map(hash, zip(repeat(seed), cards)), cards))]


_OPTIONS_SEEN: dict[tuple, dict[str, Any]] = {}
_INT_ONLY = {int}


def _resolve_options(given: dict[str, Any]) -> dict[str, Any]:
    """game_options with a cache: from_dict runs at every search step and options rarely change."""
    try:
        key = tuple(sorted(given.items()))
        hit = _OPTIONS_SEEN.get(key)
    except TypeError:  # unhashable values: let game_options name the problem
        return game_options(C.options, given)
    if hit is None:
        hit = _OPTIONS_SEEN[key] = game_options(C.options, given)
    return dict(hit)


def _bits(n: int) -> int:
    return bin(n).count("1")


def _distinct(cards: Iterable[int], pred: Callable[[int], bool] | None = None) -> list[int]:
    """The lowest card of each key among ``cards`` (which are kept sorted), optionally filtered."""
    seen = set()
    out = []
    for c in cards:
        k = KEY[c]
        if k in seen:
            continue
        if pred is None or pred(c):
            seen.add(k)
            out.append(c)
    return out


def _insort(lst: list[int], x: int) -> None:
    i = len(lst)
    while i and lst[i - 1] > x:
        i -= 1
    lst.insert(i, x)


class OrcsTrollsState(GameState):
    GAME_ID = "orcs_trolls"
    CODEC = CODEC
    FORMAT_VERSION = 1

    # The fields of a state, each declared once with its type; ``__slots__`` is made of these names. A member
    # is ``[card, status, endangered, grab, used, treasure...]`` (the ``M_`` indices), a step an ``S_``
    # constant, a context kind an ``X_`` constant; -1 stands for no seat or no card.
    players: int
    rng: Rng
    options: dict[str, Any]
    step: int
    decider: int
    turn: int
    active: int
    first: int
    draft_pool: list[int]
    orc_decks: list[list[int]]
    packs: list[list[list[int]]]
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    killed: list[list[int]]
    markers: int
    pending_win: list[bool]
    winners_: list[int]
    round_limit_hit: bool
    x_kind: int
    x_seat: int
    x_card: int
    x_attacker: int
    x_greys: list[int]
    x_greens: list[int]
    x_left: list[int]
    x_attack: int
    x_member: int
    offers: list[int]
    rolls: list[dict[str, Any]]  # the latest dice records (JSON-like, see the observation's "rolls")
    lasting: list[list[int]]
    __slots__ = tuple(__annotations__)  # the fields above (class constants are not annotated here)

    # ================================================================== creation
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> OrcsTrollsState:
        if players not in (2, 3, 4):
            raise ValueError("Orcs & Trolls is played by 2, 3 or 4 players")
        opts = game_options(C.options, options)
        if not isinstance(opts["max_rounds"], int) or isinstance(opts["max_rounds"], bool) or opts["max_rounds"] < 1:
            raise ValueError("option 'max_rounds' must be a positive integer")
        s = cls.__new__(cls)
        s.players, s.rng, s.options = players, Rng(seed), opts
        s.turn, s.markers = 0, C.markers
        s.orc_decks = [[] for _ in range(players)]
        s.packs = [[] for _ in range(players)]
        s.hands = [[] for _ in range(players)]
        s.killed = [[] for _ in range(players)]
        s.pending_win = [False] * players
        s.discard = []
        s.winners_ = []
        s.round_limit_hit = False
        s._clear_context()
        s.offers = []
        s.rolls = []  # dice of the current or last context: they stay visible until new dice are rolled
        s.lasting = [[] for _ in range(players)]  # option green_duration: turn: greens still in force
        s.first = s.rng.randrange(players)  # "the lowest roll begins"
        s.active = s.first
        s.deck = [c for c in range(N_CARDS) if KIND[c] != ORC]
        _shuffle(s.rng, s.deck)
        s.draft_pool = [c for c in range(N_CARDS) if KIND[c] == ORC]
        ev: list[Event] = []
        if opts["draft"] == "random":
            pool = s.draft_pool[:]
            _shuffle(s.rng, pool)
            for i, c in enumerate(pool):
                s.orc_decks[(s.first + i) % players].append(c)
            s.draft_pool = []
            s._finish_setup(ev)
        else:
            s.step, s.decider = S_DRAFT, s.first
        return s

    def _clear_context(self) -> None:
        self.x_kind, self.x_seat, self.x_card, self.x_attacker = X_NONE, -1, -1, -1
        self.x_greys, self.x_greens, self.x_left = [], [], []
        self.x_attack, self.x_member = -1, -1

    def _finish_setup(self, ev: list[Event]) -> None:
        n = self.players
        for seat in range(n):
            deck = self.orc_decks[seat]
            _shuffle(self.rng, deck)
            ev.append({"type": "deal_orcs", "seat": seat, "count": len(deck), "barrier": True})
            if deck:
                self._orc_enters(seat, deck.pop(), ev)
        ev.append({"type": "first_player", "seat": self.first})
        for _ in range(C.hand_size):
            for i in range(n):
                self._draw((self.first + i) % n, ev)
        self.active = self.first
        self._begin_turn(ev)

    # ================================================================== small helpers
    def _member(self, seat: int, card: int) -> list[int] | None:
        for m in self.packs[seat]:
            if m[M_CARD] == card:
                return m
        return None

    def _orc_enters(self, seat: int, card: int, ev: list[Event]) -> None:
        self.packs[seat].append([card, ACTIVE, 0, -1, 0])
        ev.append({"type": "orc_enters", "seat": seat, "card": card})

    def _draw(self, seat: int, ev: list[Event]) -> bool:
        """Draw one card into ``seat``'s hand (orcs join his pack and he draws again). False if no card left."""
        while True:
            if not self.deck:
                if not self.discard:
                    return False
                self.deck = self.discard
                self.discard = []
                _shuffle(self.rng, self.deck)
                ev.append({"type": "reshuffle", "count": len(self.deck), "barrier": True})
            c = self.deck.pop()
            if KIND[c] == ORC:
                self.packs[seat].append([c, ACTIVE, 0, -1, 0])
                ev.append({"type": "orc_drawn", "seat": seat, "card": c, "barrier": True})
                continue
            _insort(self.hands[seat], c)
            ev.append({"type": "draw", "seat": seat, "card": c, "private": {"card": [seat]}, "barrier": True})
            return True

    def _eliminate(self, seat: int, m: list[int], ev: list[Event], why: str) -> None:
        self.packs[seat].remove(m)
        lost = m[M_T:]
        if m[M_GRAB] >= 0:
            lost.append(m[M_GRAB])
        if m[M_STATUS] != ACTIVE:
            self.markers += 1
        self.discard.append(m[M_CARD])
        self.discard.extend(lost)
        ev.append({"type": "eliminated", "seat": seat, "card": m[M_CARD], "lost": lost, "why": why})

    def _vp(self, seat: int) -> tuple[int, int, int]:
        members = treasures = 0
        for m in self.packs[seat]:
            if m[M_STATUS] == ACTIVE:
                members += 1
                for t in m[M_T:]:
                    treasures += VP[t]
        killed = 0
        for c in self.killed[seat]:
            killed += VP[c]
        return members, treasures, killed

    def vp(self, seat: int) -> int:
        return sum(self._vp(seat))

    def _active_count(self, seat: int) -> int:
        return sum(1 for m in self.packs[seat] if m[M_STATUS] == ACTIVE)

    def _holds(self, m: list[int], key: str, with_grab: bool) -> bool:
        for t in m[M_T:]:
            if KEY[t] == key:
                return True
        return with_grab and m[M_GRAB] >= 0 and KEY[m[M_GRAB]] == key

    def _can_hold(self, m: list[int], t: int) -> bool:
        """The one-sword / one-talisman limit."""
        if not _ONE_PER[t]:
            return True
        if KIND[m[M_CARD]] == TROLL and not self.options["one_item_limit_for_trolls"]:
            return True
        return not self._holds(m, KEY[t], True)

    def _greens_in_force(self) -> list[int]:
        """Green cards acting on the current roll: those played now, and (option green_duration: turn) those
        the same pack played earlier this turn."""
        if self.x_seat >= 0 and self.lasting[self.x_seat]:
            return self.x_greens + self.lasting[self.x_seat]
        return self.x_greens

    def _context_greens(self) -> set[str]:
        return {KEY[g] for g in self._greens_in_force()}

    # ================================================================== turn flow
    def _begin_turn(self, ev: list[Event]) -> None:
        p = self.active
        if self.pending_win[p]:
            if self.vp(p) >= C.win_vp:
                self._game_over([p], ev, "win")
                return
            self.pending_win[p] = False
        if self.turn >= self.options["max_rounds"] * self.players:
            self.round_limit_hit = True
            totals = [self.vp(s) for s in range(self.players)]
            best = max(totals)
            won = [s for s in range(self.players) if totals[s] == best]
            self._game_over([] if len(won) == self.players else won, ev, "round_limit")
            return
        for m in self.packs[p]:
            m[M_USED] = 0
        ev.append({"type": "turn", "seat": p, "turn": self.turn, "round": self.turn // self.players + 1})
        for _ in range(C.extra_draws[self.players]):
            self._draw(p, ev)
        self._enter_a(ev)

    def _game_over(self, winners: list[int], ev: list[Event], why: str) -> None:
        self.step, self.decider = S_OVER, -1
        self.winners_ = winners
        self._clear_context()
        ev.append(
            {
                "type": "win" if why == "win" else "round_limit",
                "winners": winners,
                "vp": [self.vp(s) for s in range(self.players)],
            }
        )

    def _enter_a(self, ev: list[Event]) -> None:
        if self.turn >= self.players and self._red_actions(self.active):
            self.step, self.decider = S_A, self.active
        else:
            self._enter_b(ev)

    def _enter_b(self, ev: list[Event]) -> None:
        if self._b_actions(self.active):
            self.step, self.decider = S_B, self.active
        else:
            self._enter_c(ev)

    def _enter_c(self, ev: list[Event]) -> None:
        n, p = self.players, self.active
        self.offers = [(p + i) % n for i in range(1, n)]
        self._offer_black(ev)

    def _offer_black(self, ev: list[Event]) -> None:
        while self.offers:
            s = self.offers[0]
            if self._black_actions(s):
                self.step, self.decider = S_C_BLACK, s
                return
            self.offers.pop(0)
        self._enter_d(ev)

    def _offer_grey(self, ev: list[Event]) -> None:
        while self.offers:
            s = self.offers[0]
            if self._grey_actions(s):
                self.step, self.decider = S_C_GREY, s
                return
            self.offers.pop(0)
        self._ask_greens(ev)

    def _enter_d(self, ev: list[Event]) -> None:
        p = self.active
        for m in self.packs[p]:
            if m[M_GRAB] >= 0:
                ev.append({"type": "place", "seat": p, "member": m[M_CARD], "card": m[M_GRAB]})
                m.append(m[M_GRAB])
                m[M_GRAB] = -1
        if self._e_actions(p):
            self.step, self.decider = S_E, p
        else:
            self._enter_f(ev)

    def _enter_f(self, ev: list[Event]) -> None:
        p = self.active
        self._clear_context()
        self.x_kind, self.x_seat = X_ESCAPE, p
        if self._green_actions(p):
            self.step, self.decider = S_F_GREEN, p
        elif self._escape_candidates(p):
            self._start_rolls(ev)
        else:
            self._clear_context()
            self._enter_g(ev)

    def _enter_g(self, ev: list[Event]) -> None:
        p = self.active
        if self.orc_decks[p]:
            self._orc_enters(p, self.orc_decks[p].pop(), ev)
        if self.hands[p]:
            self.step, self.decider = S_H, p
        else:
            self._enter_i(ev)

    def _enter_i(self, ev: list[Event]) -> None:
        n, p = self.players, self.active
        for s in range(n):  # green cards kept in force for the turn are discarded before the refill
            if self.lasting[s]:
                self.discard.extend(self.lasting[s])
                ev.append({"type": "greens_expire", "seat": s, "cards": self.lasting[s]})
                self.lasting[s] = []
        order = [(p + i) % n for i in range(n)]
        progress = True
        while progress:
            progress = False
            for s in order:
                if len(self.hands[s]) < C.hand_size:
                    if not self._draw(s, ev):
                        progress = False
                        break
                    progress = True
        self.pending_win[p] = self.vp(p) >= C.win_vp
        ev.append({"type": "end_turn", "seat": p, "vp": self.vp(p), "pending_win": self.pending_win[p]})
        self.turn += 1
        self.active = (p + 1) % n
        self._begin_turn(ev)

    # ------------------------------------------------------------------ contexts: trials, attacks, escapes
    def _ask_greens(self, ev: list[Event]) -> None:
        """Offer the defender his green cards (if he has a useful one), else roll at once."""
        s = self.x_seat
        if self._green_actions(s):
            self.step = S_TRIAL_GREEN if self.x_kind == X_TRIAL else S_C_GREEN
            self.decider = s
        else:
            self._start_rolls(ev)

    def _trial_candidates(self, seat: int) -> list[int]:
        immune = C.immune[self.x_card]
        return [m[M_CARD] for m in self.packs[seat] if m[M_STATUS] == ACTIVE and not (TRAITS[m[M_CARD]] & immune)]

    def _escape_candidates(self, seat: int) -> list[int]:
        return [
            m[M_CARD] for m in self.packs[seat] if m[M_STATUS] == TRAPPED or (m[M_STATUS] == ACTIVE and m[M_DANGER])
        ]

    def _combat_candidates(self, seat: int, black: int) -> list[int]:
        frozen_ok = self.options["frozen_members_attacked"]
        only_rich = C.treasure_only[black]
        out = []
        for m in self.packs[seat]:
            if KIND[m[M_CARD]] != ORC or (m[M_STATUS] != ACTIVE and not frozen_ok):
                continue
            if only_rich and len(m) == M_T and m[M_GRAB] < 0:
                continue
            out.append(m[M_CARD])
        return out

    def _start_rolls(self, ev: list[Event]) -> None:
        s = self.x_seat
        self.rolls = []
        if self.x_kind == X_TRIAL:
            self.x_left = self._trial_candidates(s)
        elif self.x_kind == X_ESCAPE:
            self.x_left = self._escape_candidates(s)
        else:
            die = self.rng.die()
            greys = sum(BONUS[g] for g in self.x_greys)
            self.x_attack = die + BONUS[self.x_card] + greys
            ev.append(
                {
                    "type": "attack_roll",
                    "seat": self.x_attacker,
                    "die": die,
                    "card_bonus": BONUS[self.x_card],
                    "grey_bonus": greys,
                    "total": self.x_attack,
                    "barrier": True,
                }
            )
            self.rolls.append(
                {
                    "seat": self.x_attacker,
                    "member": None,
                    "dice": [die],
                    "kept": [die],
                    "discarded": [],
                    "total": self.x_attack,
                    "need": None,
                    "outcome": "attack",
                }
            )
            self.x_left = self._combat_candidates(s, self.x_card)
        self._continue_rolls(ev)

    def _order_matters(self) -> bool:
        if self.x_kind == X_COMBAT:
            return True
        return any(KEY[c] == "potion" for c in self.hands[self.x_seat])

    def _continue_rolls(self, ev: list[Event]) -> None:
        while self.x_left:
            if len(self.x_left) >= 2 and self._order_matters():
                self.step, self.decider = S_ORDER, self.x_seat
                return
            self.step = S_ORDER  # transient while rolling: only _doomed moves it to S_POTION
            self._roll_member(self.x_left[0], ev)
            if self.step == S_POTION:
                return
        self._finish_context(ev)

    def _roll3(self, ev_fields: dict[str, Any]) -> int:
        r = self.rng
        dice = sorted((r.die(), r.die(), r.die()))
        greens = self._context_greens()
        if "dragon" in greens:
            kept, dropped = dice[1:], dice[:1]
        else:
            kept, dropped = dice[:2], dice[2:]
        ev_fields["dice"], ev_fields["kept"], ev_fields["discarded"] = dice, kept, dropped
        return kept[0] + kept[1]

    def _score(self, base: int, bonus: int, seat: int, rec: dict[str, Any] | None = None) -> int:
        """The roll's total; ``rec`` (a dice event) gets the pack effect's term and ``double`` (what the foul
        feast doubles: "dice", "total" or None), so the table can write the whole sum."""
        greens = self._context_greens()
        if "pack" in greens:
            n = self._active_count(seat)
            bonus += n
            if rec is not None:
                rec["terms"].append(["pack", -1, n])
        double = None
        if "feast" in greens:
            double = self.options["feast_doubles"]
        if rec is not None:
            rec["double"] = double
        if double == "dice":
            return base * 2 + bonus
        if double == "total":
            return (base + bonus) * 2
        return base + bonus

    @staticmethod
    def _trait_terms(traits: int, mask: int) -> list[list[str | int]]:
        """One ``["trait", bit, 1]`` term per trait of the member that counts for this roll."""
        return [["trait", bit, 1] for bit in (1, 2, 4, 8) if traits & mask & bit]

    def _roll_member(self, card: int, ev: list[Event]) -> None:
        s = self.x_seat
        self.x_left.remove(card)
        m = self._member(s, card)
        assert m is not None, "a member still to roll is in the pack"
        rec: dict[str, Any] = {
            "type": "dice",
            "seat": s,
            "member": card,
            "context": CONTEXT_NAMES[self.x_kind],
            "barrier": True,
        }
        base = self._roll3(rec)
        traits = TRAITS[card]
        grab_ok = self.options["grabbed_items_work"]
        # every term of the sum goes into the event ("terms": [kind, card or trait bit, value]) for the log
        if self.x_kind == X_COMBAT:
            bonus = _bits(traits & C.combat_traits)
            rec["terms"] = self._trait_terms(traits, C.combat_traits)
            for t in m[M_T:] + ([m[M_GRAB]] if grab_ok and m[M_GRAB] >= 0 else []):
                if KIND[t] == TREASURE:
                    bonus += BONUS[t]
                    if BONUS[t]:
                        rec["terms"].append(["card", t, BONUS[t]])
            family = C.family[self.x_card]
            for g in self._greens_in_force():
                vs = C.vs_family[g]
                if BONUS[g] and (not vs or vs == family):
                    bonus += BONUS[g]
                    rec["terms"].append(["card", g, BONUS[g]])
            total = self._score(base, bonus, s, rec)
            diff = total - self.x_attack
            rec.update(total=total, need=self.x_attack, diff=diff)
            self._combat_outcome(m, diff, rec, ev)
            return
        if self.x_kind == X_TRIAL:
            red = self.x_card
            tb = C.trial_traits[red]
            if C.effect[red] == "trap" and self.options["strength_on_first_trap_roll"]:
                tb |= C.combat_traits
        else:
            red = -1
            tb = C.escape_traits[self._escape_card(m)]
        bonus = _bits(traits & tb)
        rec["terms"] = self._trait_terms(traits, tb)
        for t in m[M_T:] + ([m[M_GRAB]] if grab_ok and m[M_GRAB] >= 0 else []):
            bonus += C.trial_bonus[t]
            if C.trial_bonus[t]:
                rec["terms"].append(["card", t, C.trial_bonus[t]])
        total = self._score(base, bonus, s, rec)
        passed = total >= C.trial_target
        rec.update(total=total, need=C.trial_target, passed=passed)
        if self.x_kind == X_TRIAL:
            self._trial_outcome(m, passed, rec, ev)
        else:
            self._escape_outcome(m, passed, rec, ev)

    def _escape_card(self, m: list[int]) -> int:
        """The red card whose escape bonuses apply: trap for trapped members, dangerous position otherwise."""
        return _TRAP_CARD if m[M_STATUS] == TRAPPED else _DANGER_CARD

    def _record(self, rec: dict[str, Any], ev: list[Event]) -> None:
        self.rolls.append(
            {k: rec[k] for k in ("seat", "member", "dice", "kept", "discarded", "total", "need")}
            | {"outcome": rec["outcome"]}
        )
        ev.append(rec)

    def _doomed(self, m: list[int], rec: dict[str, Any], ev: list[Event], why: str) -> None:
        """``m`` is eliminated unless its owner drinks a life potion (asked only if he holds one)."""
        s = self.x_seat
        rec["outcome"] = why
        self._record(rec, ev)
        if any(KEY[c] == "potion" for c in self.hands[s]):
            self.x_member = m[M_CARD]
            self.step, self.decider = S_POTION, s
            return
        self._eliminate(s, m, ev, why)

    def _trial_outcome(self, m: list[int], passed: bool, rec: dict[str, Any], ev: list[Event]) -> None:
        if passed:
            rec["outcome"] = "passed"
            self._record(rec, ev)
            return
        effect = C.effect[self.x_card]
        if effect == "eliminate" or (effect == "endanger" and m[M_DANGER]):
            self._doomed(m, rec, ev, "trial")
            return
        if effect == "endanger":
            m[M_DANGER] = 1
            rec["outcome"] = "endangered"
        elif self.markers > 0:
            m[M_STATUS] = FROG if effect == "frog" else TRAPPED
            self.markers -= 1
            rec["outcome"] = STATUS_NAMES[m[M_STATUS]]
        else:
            rec["outcome"] = "no_marker_left"
        self._record(rec, ev)

    def _escape_outcome(self, m: list[int], passed: bool, rec: dict[str, Any], ev: list[Event]) -> None:
        if m[M_STATUS] == TRAPPED:
            if passed:
                m[M_STATUS] = ACTIVE
                self.markers += 1
            rec["outcome"] = "freed" if passed else "still_trapped"
            self._record(rec, ev)
            return
        if passed:
            m[M_DANGER] = 0
            rec["outcome"] = "freed"
            self._record(rec, ev)
            return
        self._doomed(m, rec, ev, "danger")

    def _combat_outcome(self, m: list[int], diff: int, rec: dict[str, Any], ev: list[Event]) -> None:
        s = self.x_seat
        if diff <= C.dies_at_most:
            self._doomed(m, rec, ev, "combat")
            return
        if diff <= C.loses_at_most:
            lost = m[M_T:]
            if m[M_GRAB] >= 0:
                lost.append(m[M_GRAB])
            del m[M_T:]
            m[M_GRAB] = -1
            self.discard.extend(lost)
            rec["outcome"] = "loses_treasure"
            rec["lost"] = lost
            self._record(rec, ev)
            return
        if diff < C.kills_at_least:
            rec["outcome"] = "keeps"
            self._record(rec, ev)
            return
        rec["outcome"] = "kills"
        self._record(rec, ev)
        self.killed[s].append(self.x_card)
        ev.append({"type": "killed_enemy", "seat": s, "card": self.x_card, "by": m[M_CARD]})
        self.x_card = -1
        self.x_left = []

    def _finish_context(self, ev: list[Event]) -> None:
        kind = self.x_kind
        greens = self.x_greens
        if self.options["green_duration"] == "turn" and self.x_seat >= 0:
            keep = [g for g in greens if KEY[g] in _LASTING_KEYS]
            self.lasting[self.x_seat].extend(keep)
            greens = [g for g in greens if KEY[g] not in _LASTING_KEYS]
        spent = [c for c in [self.x_card] + self.x_greys + greens if c >= 0]
        self.discard.extend(spent)
        self._clear_context()
        if kind == X_TRIAL:
            self._enter_b(ev)
        elif kind == X_COMBAT:
            ev.append({"type": "attack_over", "seat": self.active})
            self._enter_d(ev)
        else:
            self._enter_g(ev)

    # ================================================================== legal actions
    def to_act(self) -> tuple[int, ...]:
        return () if self.step == S_OVER else (self.decider,)

    def _red_actions(self, p: int) -> list[int]:
        out = []
        n = self.players
        for c in _distinct(self.hands[p], lambda c: KIND[c] == TRIAL):
            if C.effect[c] == "troll_meal":
                if self._meal_possible(p):
                    out.append(act(OP_MEAL, c))
            else:
                out.extend(act(OP_RED, c, (p + i) % n) for i in range(1, n))
        return out

    def _meal_possible(self, p: int) -> bool:
        seats = [p] if self.options["troll_meal_needs_troll"] == "own_pack" else range(self.players)
        return any(KIND[m[M_CARD]] == TROLL for s in seats for m in self.packs[s])

    def _b_actions(self, p: int) -> list[int]:
        hand = self.hands[p]
        treasures = [c for c in hand if KIND[c] == TREASURE]
        troll = next((c for c in hand if KIND[c] == TROLL), -1)
        if not treasures and troll < 0:
            return []
        out = []
        kinds = _distinct(treasures)  # one card per kind; a limited item's other copies are refused alike
        for m in self.packs[p]:
            o = m[M_CARD]
            if KIND[o] != ORC or m[M_STATUS] != ACTIVE or m[M_DANGER] or m[M_USED] & USED_ACT:
                continue
            for t in kinds:
                if not _ONE_PER[t] or self._can_hold(m, t):
                    out.append(act(OP_GRAB, o, t))
            if troll >= 0:
                out.append(act(OP_SEDUCE, o, troll))
        return out

    def _black_actions(self, s: int) -> list[int]:
        blacks = [c for c in self.hands[s] if KIND[c] == ATTACK]
        if not blacks:
            return []
        d = self.active
        return [act(OP_BLACK, b) for b in _distinct(blacks) if self._combat_candidates(d, b)]

    def _grey_actions(self, s: int) -> list[int]:
        fam = C.family[self.x_card]
        used = {KEY[g] for g in self.x_greys}
        return [
            act(OP_GREY, g)
            for g in _distinct(
                self.hands[s],
                lambda g: KIND[g] == GREY and KEY[g] not in used and (C.family[g] == "any" or fam in C.family[g]),
            )
        ]

    def _green_actions(self, s: int) -> list[int]:
        """Green cards ``s`` may still play before the dice in the current context."""
        used = self._context_greens()
        kind = self.x_kind
        if kind == X_TRIAL:
            allowed = set(_GREEN_ROLL_KEYS)
            cancel = C.cancelled_by[self.x_card]
            if cancel:
                allowed.add(cancel)
            if not self._trial_candidates(s):
                allowed = set()
        elif kind == X_COMBAT:
            allowed = {"dragon", "feast", "pack", "help", "scout"}
            fam = C.family[self.x_card]
            for c in self.hands[s]:
                if KEY[c] == "big_dragon" and C.vs_family[c] in ("", fam):
                    allowed.add("big_dragon")
                    break
        else:
            allowed = set(_GREEN_ROLL_KEYS) if self._escape_candidates(s) else set()
            if any(m[M_STATUS] == FROG for m in self.packs[s]):
                allowed.add("witch")
        allowed -= used
        if not allowed:
            return []
        return [act(OP_GREEN, g) for g in _distinct(self.hands[s], lambda g: KIND[g] == GREEN and KEY[g] in allowed)]

    def _e_actions(self, p: int) -> list[int]:
        pack = self.packs[p]
        trolls = [m for m in pack if KIND[m[M_CARD]] == TROLL and m[M_STATUS] == ACTIVE and not m[M_DANGER]]
        if not trolls:
            return []
        out = []
        for m in pack:
            if KIND[m[M_CARD]] != ORC or m[M_STATUS] != ACTIVE or m[M_DANGER] or m[M_USED] & USED_GIVE or len(m) == M_T:
                continue
            for t in _distinct(sorted(m[M_T:])):
                for tr in trolls:
                    if self._can_hold(tr, t):
                        out.append(act(OP_GIVE, m[M_CARD], t, tr[M_CARD]))
        return out

    def legal_actions(self, seat: int | None = None) -> list:
        step = self.step
        if step == S_OVER:
            return []
        if seat is None:
            seat = self.decider
        if seat != self.decider:
            return []
        if step == S_DRAFT:
            return [act(OP_DRAFT, c) for c in self.draft_pool]
        if step == S_A:
            return self._red_actions(seat) + [PASS]
        if step == S_B:
            return self._b_actions(seat) + [PASS]
        if step == S_C_BLACK:
            return self._black_actions(seat) + [PASS]
        if step == S_C_GREY:
            return self._grey_actions(seat) + [PASS]
        if step in (S_TRIAL_GREEN, S_C_GREEN):
            return self._green_actions(seat) + [ROLL]
        if step == S_F_GREEN:
            tail = ROLL if self._escape_candidates(seat) else PASS
            return self._green_actions(seat) + [tail]
        if step == S_ORDER:
            return [act(OP_NEXT, c) for c in self.x_left]
        if step == S_POTION:
            return [DRINK, REFUSE]
        if step == S_E:
            return self._e_actions(seat) + [PASS]
        if step == S_H:
            out = [act(OP_DISCARD, c) for c in _distinct(self.hands[seat])]
            if len(self.hands[seat]) <= C.hand_size:
                out.append(PASS)
            return out
        return []

    def refusal(self, action, seat: int | None = None) -> Reason | None:
        if self.step == S_OVER:
            return Reason("common.refuse.game_over")
        if seat is None:
            seat = self.decider
        if seat != self.decider:
            return Reason("common.refuse.seat_turn", {"seat": self.decider})
        if type(action) is not int or not 0 <= action < CODEC.size:
            return Reason("common.refuse.not_a_move")
        if action in self.legal_actions(seat):
            return None
        op, step = op_of(action), self.step
        if op == OP_RED and step == S_A and self.turn < self.players:
            return Reason("orcs_trolls.refuse.red_first_round")
        if op == OP_MEAL and step == S_A:
            return Reason("orcs_trolls.refuse.meal_needs_troll")
        if op == OP_GRAB and step == S_B:
            return Reason("orcs_trolls.refuse.grab_not_allowed")
        if op == OP_BLACK and step == S_C_BLACK:
            return Reason("orcs_trolls.refuse.black_no_target")
        if op == OP_GREY and step == S_C_GREY:
            return Reason("orcs_trolls.refuse.grey_not_allowed")
        if op == OP_GREEN and step in (S_TRIAL_GREEN, S_C_GREEN, S_F_GREEN):
            return Reason("orcs_trolls.refuse.green_not_useful")
        if op == OP_PASS and step == S_F_GREEN:
            return Reason("orcs_trolls.refuse.escape_compulsory")
        if op == OP_PASS and step == S_H:
            return Reason("orcs_trolls.refuse.hand_too_big", {"n": C.hand_size})
        # what this step asks for instead (the same words as the table's prompt help)
        return Reason("orcs_trolls.refuse.wrong_step", {"what": f"orcs_trolls.why.{STEP_NAMES[step]}"})

    # ================================================================== playing an action
    def _apply(self, action, seat: int) -> list[Event]:
        ev: list[Event] = []
        op, a, b, c = decode(action)
        step = self.step
        if op == OP_PASS:
            ev.append({"type": "pass", "seat": seat, "step": STEP_NAMES[step]})
            if step == S_A:
                self._enter_b(ev)
            elif step == S_B:
                self._enter_c(ev)
            elif step == S_C_BLACK:
                self.offers.pop(0)
                self._offer_black(ev)
            elif step == S_C_GREY:
                self.offers.pop(0)
                self._offer_grey(ev)
            elif step == S_E:
                self._enter_f(ev)
            elif step == S_F_GREEN:
                self._finish_context(ev)
            elif step == S_H:
                self._enter_i(ev)
        elif op == OP_DRAFT:
            self.draft_pool.remove(a)
            self.orc_decks[seat].append(a)
            ev.append({"type": "draft", "seat": seat, "card": a})
            if self.draft_pool:
                self.decider = (seat + 1) % self.players
            else:
                self._finish_setup(ev)
        elif op == OP_RED or op == OP_MEAL:
            self.hands[seat].remove(a)
            if op == OP_MEAL:
                self._troll_meal(seat, a, ev)
            else:
                self._clear_context()
                self.x_kind, self.x_seat, self.x_card = X_TRIAL, b, a
                ev.append({"type": "red", "seat": seat, "card": a, "target": b})
                self._ask_greens(ev)
        elif op == OP_GRAB:
            self.hands[seat].remove(b)
            m = self._member(seat, a)
            assert m is not None, "a legal grab names an orc of the pack"
            m[M_GRAB] = b
            m[M_USED] |= USED_ACT
            ev.append({"type": "grab", "seat": seat, "member": a, "card": b})
            if not self._b_actions(seat):
                self._enter_c(ev)
        elif op == OP_SEDUCE:
            self._seduce(seat, a, b, ev)
            if not self._b_actions(seat):
                self._enter_c(ev)
        elif op == OP_BLACK:
            self.hands[seat].remove(a)
            n, p = self.players, self.active
            self._clear_context()
            self.x_kind, self.x_seat, self.x_card, self.x_attacker = X_COMBAT, p, a, seat
            ev.append({"type": "black", "seat": seat, "card": a, "target": p})
            self.offers = [s for s in ((seat + i) % n for i in range(n)) if s != p]
            self._offer_grey(ev)
        elif op == OP_GREY:
            self.hands[seat].remove(a)
            self.x_greys.append(a)
            ev.append({"type": "grey", "seat": seat, "card": a})
            if not self._grey_actions(seat):
                self.offers.pop(0)
                self._offer_grey(ev)
        elif op == OP_GREEN:
            self._play_green(seat, a, ev)
        elif op == OP_ROLL:
            ev.append({"type": "roll", "seat": seat})
            self._start_rolls(ev)
        elif op == OP_NEXT:
            self._roll_member(a, ev)
            if self.step != S_POTION:
                self._continue_rolls(ev)
        elif op == OP_DRINK or op == OP_REFUSE:
            m = self._member(seat, self.x_member)
            assert m is not None, "the member offered a potion is in the pack"
            self.x_member = -1
            if op == OP_DRINK:
                potion = next(c for c in self.hands[seat] if KEY[c] == "potion")
                self.hands[seat].remove(potion)
                self.discard.append(potion)
                lost = []
                if m[M_GRAB] >= 0:
                    lost.append(m[M_GRAB])
                    self.discard.append(m[M_GRAB])
                    m[M_GRAB] = -1
                m[M_DANGER] = 0
                ev.append({"type": "potion", "seat": seat, "card": potion, "member": m[M_CARD], "lost": lost})
            else:
                self._eliminate(seat, m, ev, "refused_potion")
            self._continue_rolls(ev)
        elif op == OP_GIVE:
            m = self._member(seat, a)
            troll = self._member(seat, c)
            assert m is not None and troll is not None, "a legal gift names members of the pack"
            del m[m.index(b, M_T)]
            troll.append(b)
            m[M_USED] |= USED_GIVE
            ev.append({"type": "give", "seat": seat, "member": a, "card": b, "troll": c})
            if not self._e_actions(seat):
                self._enter_f(ev)
        elif op == OP_DISCARD:
            self.hands[seat].remove(a)
            self.discard.append(a)
            ev.append({"type": "discard", "seat": seat, "card": a})
            if not self.hands[seat]:
                self._enter_i(ev)
        return ev

    def _troll_meal(self, seat: int, card: int, ev: list[Event]) -> None:
        ev.append({"type": "meal", "seat": seat, "card": card})
        for s in range(self.players):
            if s == seat:
                continue
            for m in [m for m in self.packs[s] if m[M_STATUS] == FROG]:
                self._eliminate(s, m, ev, "eaten")
        self.discard.append(card)
        self._enter_b(ev)

    def _seduce(self, seat: int, orc: int, troll: int, ev: list[Event]) -> None:
        self.hands[seat].remove(troll)
        m = self._member(seat, orc)
        assert m is not None, "a legal seduction names an orc of the pack"
        m[M_USED] |= USED_ACT
        die = self.rng.die()
        total = die + _bits(TRAITS[orc] & C.seduce_traits)
        e = {"type": "seduce", "seat": seat, "member": orc, "card": troll, "die": die, "total": total, "barrier": True}
        self.rolls = [
            {
                "seat": seat,
                "member": orc,
                "dice": [die],
                "kept": [die],
                "discarded": [],
                "total": total,
                "need": C.seduce_leaves + 1,
            }
        ]
        if total <= C.seduce_killed:
            e["outcome"] = self.rolls[0]["outcome"] = "orc_killed"
            ev.append(e)
            self._eliminate(seat, m, ev, "troll")
            self.discard.append(troll)
        elif total <= C.seduce_leaves:
            e["outcome"] = self.rolls[0]["outcome"] = "troll_leaves"
            ev.append(e)
            self.discard.append(troll)
        else:
            e["outcome"] = self.rolls[0]["outcome"] = "troll_joins"
            ev.append(e)
            self.packs[seat].append([troll, ACTIVE, 0, -1, USED_ACT])

    def _play_green(self, seat: int, g: int, ev: list[Event]) -> None:
        self.hands[seat].remove(g)
        self.x_greens.append(g)
        key = KEY[g]
        ev.append({"type": "green", "seat": seat, "card": g, "context": CONTEXT_NAMES[self.x_kind]})
        if key == "branch":
            ev.append({"type": "cancelled", "seat": seat, "card": self.x_card})
            self._finish_context(ev)
            return
        if key == "scout":
            ev.append({"type": "scout", "seat": seat, "card": self.x_card})
            self._finish_context(ev)
            return
        if key == "witch":
            for m in self.packs[seat]:
                if m[M_STATUS] == FROG:
                    m[M_STATUS] = ACTIVE
                    self.markers += 1
                    ev.append({"type": "unfrog", "seat": seat, "member": m[M_CARD]})
        if self._green_actions(seat):
            return
        if self.x_kind == X_ESCAPE and not self._escape_candidates(seat):
            self._finish_context(ev)
        else:
            self._start_rolls(ev)

    # ================================================================== notation
    def action_to_text(self, action) -> str:
        return CODEC.to_text(action)

    def action_from_text(self, text: str):
        return CODEC.from_text(text)

    # ================================================================== information
    def phase(self) -> str | None:
        """The rulebook's phase ("setup", "A".."I", "over"); None only for a roll with no trial, attack or escape
        under way, which play never reaches."""
        if self.step in (S_ORDER, S_POTION):
            return CONTEXT_PHASE[self.x_kind]
        return STEP_PHASE[self.step]

    def _member_view(self, m: list[int]) -> dict[str, Any]:
        card = m[M_CARD]
        return {
            "card": card,
            "status": STATUS_NAMES[m[M_STATUS]],
            "endangered": bool(m[M_DANGER]),
            "grab": m[M_GRAB] if m[M_GRAB] >= 0 else None,
            "treasures": list(m[M_T:]),
            "acted": bool(m[M_USED] & USED_ACT),
            "gave": bool(m[M_USED] & USED_GIVE),
        }

    def _decision(self) -> dict[str, Any] | None:
        if self.step == S_OVER:
            return None
        d = {"kind": STEP_NAMES[self.step], "seat": self.decider, "phase": self.phase()}
        if self.step == S_POTION:
            d["member"] = self.x_member
        return d

    def observation(self, seat: int | None) -> dict:
        n = self.players
        vps = []
        for s in range(n):
            mem, tre, kil = self._vp(s)
            vps.append({"members": mem, "treasures": tre, "killed": kil, "total": mem + tre + kil})
        ctx = None
        if self.x_kind != X_NONE:
            ctx = {
                "kind": CONTEXT_NAMES[self.x_kind],
                "seat": self.x_seat,
                "card": self.x_card if self.x_card >= 0 else None,
                "attacker": self.x_attacker if self.x_attacker >= 0 else None,
                "greys": list(self.x_greys),
                "greens": list(self.x_greens),
                "attack": self.x_attack if self.x_attack >= 0 else None,
                "left": list(self.x_left),
            }
        return {
            "game": self.GAME_ID,
            "players": n,
            "seat": seat,
            "turn": self.turn,
            "round": self.turn // n + 1,
            "active": self.active,
            "first": self.first,
            "phase": self.phase(),
            "step": STEP_NAMES[self.step],
            "to_act": list(self.to_act()),
            "decision": self._decision(),
            "packs": [[self._member_view(m) for m in self.packs[s]] for s in range(n)],
            "orc_decks": [{"count": len(d), "orcs": sorted(d)} for d in self.orc_decks],
            "draft_pool": list(self.draft_pool),
            "hand": sorted(self.hands[seat]) if seat is not None and 0 <= seat < n else None,
            "hand_counts": [len(h) for h in self.hands],
            "deck_count": len(self.deck),
            "discard": list(self.discard),
            "killed": [list(k) for k in self.killed],
            "vp": vps,
            "pending_win": list(self.pending_win),
            "markers": self.markers,
            "context": ctx,
            "rolls": [dict(r) for r in self.rolls],
            "greens_in_force": [list(g) for g in self.lasting],
            "winners": list(self.winners_),
            "ended_by_round_limit": self.round_limit_hit,
        }

    def determinize(self, seat: int, rng: Rng) -> OrcsTrollsState:
        s = self.clone()
        others = [o for o in range(self.players) if o != seat]
        # Orcs drawn from the deck join a pack at once, so hands never hold one: deal hands from the others.
        deck_orcs = sorted(c for c in s.deck if c in _ORC_SET)
        pool = [c for c in s.deck if c not in _ORC_SET] if deck_orcs else s.deck
        for o in others:
            pool.extend(s.hands[o])
        pool.sort()  # what the seat knows alone decides the sample (not where the hidden cards really lie)
        _fast_shuffle(rng.next64(), pool)
        i = 0
        for o in others:
            k = len(s.hands[o])
            s.hands[o] = sorted(pool[i : i + k])
            i += k
        s.deck = pool[i:] + deck_orcs
        _fast_shuffle(rng.next64(), s.deck)
        for d in s.orc_decks:
            if len(d) > 1:
                d.sort()
                _fast_shuffle(rng.next64(), d)
        s.rng = Rng(rng.next64())
        return s

    # ================================================================== end of game
    def is_terminal(self) -> bool:
        return self.step == S_OVER

    def scores(self) -> list[float]:
        return [float(self.vp(s)) for s in range(self.players)]

    def winners(self) -> list[int]:
        return list(self.winners_)

    # ================================================================== copies and storage
    def clone(self) -> OrcsTrollsState:
        s = OrcsTrollsState.__new__(OrcsTrollsState)
        s.players, s.rng, s.options = self.players, Rng(self.rng.state), self.options
        s.step, s.decider, s.turn, s.active, s.first = self.step, self.decider, self.turn, self.active, self.first
        s.draft_pool = self.draft_pool[:]
        s.orc_decks = [d[:] for d in self.orc_decks]
        s.packs = [[m[:] for m in p] for p in self.packs]
        s.hands = [h[:] for h in self.hands]
        s.deck, s.discard = self.deck[:], self.discard[:]
        s.killed = [k[:] for k in self.killed]
        s.markers, s.pending_win = self.markers, self.pending_win[:]
        s.winners_, s.round_limit_hit = self.winners_[:], self.round_limit_hit
        s.x_kind, s.x_seat, s.x_card, s.x_attacker = self.x_kind, self.x_seat, self.x_card, self.x_attacker
        s.x_greys, s.x_greens, s.x_left = self.x_greys[:], self.x_greens[:], self.x_left[:]
        s.x_attack, s.x_member = self.x_attack, self.x_member
        s.offers = self.offers[:]
        s.rolls = self.rolls[:]  # records are never mutated once written
        s.lasting = [g[:] for g in self.lasting]
        return s

    def to_dict(self) -> dict:
        return {
            "game": self.GAME_ID,
            "version": self.FORMAT_VERSION,
            "players": self.players,
            "rng": self.rng.state,
            "options": dict(self.options),
            "step": STEP_NAMES[self.step],
            "decider": self.decider,
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "draft_pool": self.draft_pool[:],
            "orc_decks": [d[:] for d in self.orc_decks],
            "packs": [
                [
                    {
                        "card": m[M_CARD],
                        "status": STATUS_NAMES[m[M_STATUS]],
                        "endangered": bool(m[M_DANGER]),
                        "grab": m[M_GRAB],
                        "used": m[M_USED],
                        "treasures": m[M_T:],
                    }
                    for m in p
                ]
                for p in self.packs
            ],
            "hands": [h[:] for h in self.hands],
            "deck": self.deck[:],
            "discard": self.discard[:],
            "killed": [k[:] for k in self.killed],
            "markers": self.markers,
            "pending_win": self.pending_win[:],
            "winners": self.winners_[:],
            "round_limit_hit": self.round_limit_hit,
            "context": {
                "kind": CONTEXT_NAMES[self.x_kind],
                "seat": self.x_seat,
                "card": self.x_card,
                "attacker": self.x_attacker,
                "greys": self.x_greys[:],
                "greens": self.x_greens[:],
                "left": self.x_left[:],
                "attack": self.x_attack,
                "member": self.x_member,
            },
            "offers": self.offers[:],
            "rolls": [dict(r) for r in self.rolls],
            "lasting": [g[:] for g in self.lasting],
        }

    @classmethod
    def from_dict(cls, data: dict) -> OrcsTrollsState:
        cls._check_header(data)
        field = ""

        def get(d, key, kind, where):
            nonlocal field
            field = f"{where}{key}"
            if not isinstance(d, dict) or key not in d:
                raise StateFormatError("missing", field)
            v = d[key]
            if kind is int and (not isinstance(v, int) or isinstance(v, bool)):
                raise StateFormatError(f"expected an integer, found {shown(v)}", field)
            if kind is not int and not isinstance(v, kind):
                raise StateFormatError(f"expected {kind.__name__}, found {type(v).__name__}", field)
            return v

        def ints(v, where):
            if type(v) is not list or (v and set(map(type, v)) != _INT_ONLY):
                raise StateFormatError("expected a list of integers", where)
            return list(v)

        try:
            s = cls.__new__(cls)
            s.players = get(data, "players", int, "")
            if s.players not in (2, 3, 4):
                raise StateFormatError("must be 2, 3 or 4", "players")
            n = s.players
            s.rng = Rng(get(data, "rng", int, ""))
            try:
                s.options = _resolve_options(get(data, "options", dict, ""))
            except ValueError as exc:
                raise StateFormatError(str(exc), "options") from None
            step = get(data, "step", str, "")
            if step not in STEP_NAMES:
                raise StateFormatError(f"unknown step {shown(step)}", "step")
            s.step = STEP_NAMES.index(step)
            for key in ("decider", "turn", "active", "first", "markers"):
                setattr(s, key, get(data, key, int, ""))
            if not 0 <= s.first < n:  # the draft's end hands the first turn to this seat
                raise StateFormatError(f"must be a seat (0..{n - 1})", "first")
            s.draft_pool = ints(get(data, "draft_pool", list, ""), "draft_pool")
            s.orc_decks = [ints(d, f"orc_decks[{i}]") for i, d in enumerate(get(data, "orc_decks", list, ""))]
            s.hands = [sorted(ints(h, f"hands[{i}]")) for i, h in enumerate(get(data, "hands", list, ""))]
            s.killed = [ints(k, f"killed[{i}]") for i, k in enumerate(get(data, "killed", list, ""))]
            s.deck = ints(get(data, "deck", list, ""), "deck")
            s.discard = ints(get(data, "discard", list, ""), "discard")
            packs = get(data, "packs", list, "")
            for name, lst in (("orc_decks", s.orc_decks), ("hands", s.hands), ("killed", s.killed), ("packs", packs)):
                if len(lst) != n:
                    raise StateFormatError(f"needs one entry per player ({n})", name)
            s.packs = []
            for i, p in enumerate(packs):
                if not isinstance(p, list):
                    raise StateFormatError("expected a list of members", f"packs[{i}]")
                pack = []
                for j, md in enumerate(p):
                    field = f"packs[{i}][{j}]"
                    if (
                        not isinstance(md, dict)
                        or not isinstance(md.get("status"), str)
                        or md["status"] not in _STATUS_INDEX
                    ):
                        raise StateFormatError(f"a member with a status ({', '.join(_STATUS_INDEX)})", field)
                    member = [
                        md["card"],
                        _STATUS_INDEX[md["status"]],
                        1 if md["endangered"] else 0,
                        md["grab"],
                        md["used"],
                    ]
                    member += md["treasures"]
                    if set(map(type, member)) != _INT_ONLY:
                        raise StateFormatError("card, grab, used and treasures must be integers", field)
                    pack.append(member)
                s.packs.append(pack)
            pw = get(data, "pending_win", list, "")
            if len(pw) != n or not all(isinstance(x, bool) for x in pw):
                raise StateFormatError("expected one boolean per player", "pending_win")
            s.pending_win = list(pw)
            s.winners_ = ints(get(data, "winners", list, ""), "winners")
            s.round_limit_hit = get(data, "round_limit_hit", bool, "")
            ctx = get(data, "context", dict, "")
            kind = get(ctx, "kind", str, "context.")
            if kind not in CONTEXT_NAMES:
                raise StateFormatError(f"unknown context {shown(kind)}", "context.kind")
            s.x_kind = CONTEXT_NAMES.index(kind)
            s.x_seat = get(ctx, "seat", int, "context.")
            s.x_card = get(ctx, "card", int, "context.")
            s.x_attacker = get(ctx, "attacker", int, "context.")
            s.x_greys = ints(get(ctx, "greys", list, "context."), "context.greys")
            s.x_greens = ints(get(ctx, "greens", list, "context."), "context.greens")
            s.x_left = ints(get(ctx, "left", list, "context."), "context.left")
            s.x_attack = get(ctx, "attack", int, "context.")
            s.x_member = get(ctx, "member", int, "context.")
            s.offers = ints(get(data, "offers", list, ""), "offers")
            if not all(0 <= o < n for o in s.offers):
                raise StateFormatError(f"expected seats (0..{n - 1})", "offers")
            if s.step in (S_C_BLACK, S_C_GREY) and s.offers[:1] != [s.decider]:
                raise StateFormatError("the seat asked to attack or add a grey card comes first", "offers")
            s.lasting = [ints(g, f"lasting[{i}]") for i, g in enumerate(get(data, "lasting", list, ""))]
            if len(s.lasting) != n:
                raise StateFormatError(f"needs one entry per player ({n})", "lasting")
            rolls = get(data, "rolls", list, "")
            if not all(isinstance(r, dict) for r in rolls):
                raise StateFormatError("expected a list of mappings", "rolls")
            s.rolls = [dict(r) for r in rolls]
        except StateFormatError:
            raise
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            raise StateFormatError(f"cannot read: {exc}", field) from None
        s._consistent()
        return s

    # ================================================================== invariants
    def check_invariants(self) -> None:
        n = self.players
        allc = self.draft_pool + self.deck + self.discard + self.x_greys + self.x_greens
        for zone in (self.orc_decks, self.hands, self.killed, self.lasting):
            for z in zone:
                allc += z
        if self.x_card >= 0:
            allc.append(self.x_card)
        frozen = 0
        member_vp = [0] * n  # victory points recomputed from scratch, independently of _vp
        for s in range(n):
            for m in self.packs[s]:
                card = m[M_CARD]
                assert card in _MEMBER_SET, f"seat {s}: member {card} is not an orc/troll"
                status = m[M_STATUS]
                treasures = m[M_T:]
                assert _TREASURE_SET.issuperset(treasures), f"member {card} carries a non-treasure"
                if status == ACTIVE:
                    member_vp[s] += 1 + sum(map(VP.__getitem__, treasures))
                else:
                    assert status == FROG or status == TRAPPED, f"member {card}: bad status"
                    frozen += 1
                allc.append(card)
                if m[M_GRAB] >= 0:
                    assert m[M_GRAB] in _TREASURE_SET, f"member {card} grabs a non-treasure"
                    assert KIND[card] == ORC, "a troll cannot grab"
                    allc.append(m[M_GRAB])
                allc += treasures
        if sorted(allc) != _ALL_CARDS:
            seen = [0] * N_CARDS
            for c in allc:
                assert 0 <= c < N_CARDS, f"card id {c} out of range"
                seen[c] += 1
            dup = [c for c in range(N_CARDS) if seen[c] != 1]
            raise AssertionError(f"132 cards conserved: cards {dup[:5]} appear {[seen[c] for c in dup[:5]]} times")
        assert self.markers >= 0 and self.markers + frozen == C.markers, (
            f"{C.markers} frog/trapped markers conserved: {self.markers} in supply + {frozen} in use"
        )
        assert N_CARDS + C.markers + C.reference_cards == 132, "132 cards in the box"
        for h in self.hands:
            assert _ORC_SET.isdisjoint(h), "an orc is never held in a hand"
            assert h == sorted(h), "hands are kept sorted"
        for k in self.killed:
            assert _ATTACK_SET.issuperset(k), "only black cards are kept as killed enemies"
        for d in self.orc_decks:
            assert _ORC_SET.issuperset(d), "orc decks hold orcs only"
        for s in range(n):
            total = member_vp[s] + sum(map(VP.__getitem__, self.killed[s]))
            shown = self.vp(s)
            assert total == shown, f"seat {s}: VP recomputed {total} != shown {shown}"
        if self.step != S_OVER:
            assert 0 <= self.decider < n, "the decider is a seat"
            assert 0 <= self.active < n, "the active player is a seat"
            if self.step == S_DRAFT:
                assert self.draft_pool, "the draft ends when the pool is empty"
            else:
                assert not self.draft_pool, "no orc is left on the table after the draft"
        else:
            assert all(0 <= w < n for w in self.winners_), "winners are seats"
