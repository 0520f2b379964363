"""De l'orc pour les braves: the rules engine (4-7 players, real-time recruitment, spies, four battles).

Rules: ``/work/shared/rules/braves.md`` (digest, authoritative, with readings of every ambiguity) and
``braves.fr.txt`` (the rulebook). Card data, every proposed value and every optional reading live in
``data/braves.yaml`` (see ``cards.py``: card ids, backs, types, ``card_info(c)``).

A round
    setup     The wizard (random in round 1, then the player to his left, i.e. seat + 1) deals and plays no
              card. Every other player takes 2 shields and 2 desertions (1 at 6-7 players). The 80 army cards
              are shuffled with the "début des recrutements" card placed after 35-45 of them (data).
    deal      REALTIME window. The table's action ``deal`` turns the next card onto the next pile (the k-th army
              card goes to pile k mod piles: 9/11/13/14 piles at 4/5/6/7 players). Meanwhile any non-wizard
              player may play ``desert P`` (a desertion on started pile P) and, once the début card has
              appeared, ``shield P`` (a recruitment shield of his colour). ``window()`` is
              ``Window(REALTIME, seats=<players with a legal card now>, table_after=<seconds per card>)``
              (option ``deal_speed``: slow/normal/fast = 1.5/1.0/0.6 s); the seats may be empty while the table
              keeps dealing. After the last army card, desertions still in hand are lost.
    place     Players still holding shields must place them: ``Window(REALTIME, seats=<holders>,
              table_after=None)``; ``shield P`` only.
    champion  TURN (wizard): ``champion S`` names the player whose points the wizard also scores this round.
              Then every pile is resolved from the bottom (automatic, events ``pile``): each desertion cancels
              the nearest card below it, skipping shields (a desertion under it: no effect; nothing under it: no
              effect); the owner of the lowest shield takes every surviving army card, later shields do nothing;
              a pile with no shield is discarded.
    spy       Spies 1 to 4 in order; TURN (holder): ``spy T ASK`` asks player T for a card of type ASK (a people
              card by people and role, e.g. ``orcs_veteran``, or a mercenary type; never a spy). T gives one if
              he holds an unlocked one; the card given is locked (no later spy moves it). ``pass`` asks nothing
              (option ``spy_may_pass``). The spy is discarded either way. Then everyone holding 2+ giants
              discards all of them (event ``giants``).
    battle    Four battles. TURN (wizard): ``battle PEOPLE`` picks a people not fought yet (the last one is
              automatic). Every player commits all his cards of that people face down (automatic). Then one
              mercenary pass clockwise, wizard skipped, starting with the k-th player left of the wizard in
              battle k (k-th counted among non-wizards, wrapping): TURN (that player) ``merc TYPE`` commits one
              goblin/troll/giant/war_machine face down, repeatedly, until ``pass``; players with nothing to
              commit are skipped. Then the commando's holder (if any, with a target): TURN ``commando T BACK``
              removes a random face-down card of back BACK (``people``/``mercenary``) from opponent T's force
              (both discarded), or ``pass``. Reveal (automatic): people cards summed, doubled with one chief,
              the whole army 0 with two chiefs (mercenaries too); goblins 1, trolls 4, a giant 8, the war
              machine 9 if at least one goblin serves it (else 0). Then the flying machine's holder, if he holds
              a goblin: TURN ``fly G`` adds the machine and G goblins from his hand (4 + G), or ``pass``. The
              highest strength scores 2/1/1/2 (battles 1-4), ties all score, strength 0 never scores (option
              ``zero_strength_scores``); the wizard scores what his champion scores. Committed cards are
              discarded.
    end       After battle 4: the round ends; if someone's score passed the threshold (4-5p: 8, 6p: 7, 7p: 6;
              strictly more by default, option ``end_threshold_strict``) the game ends: highest score wins, ties
              to the one who most recently won a battle (the wizard's proxy points do not count unless option
              ``champion_win_breaks_ties``), else shared. Otherwise the next round starts. Option ``max_rounds``
              (40) bounds a runaway game.

Hidden information
    The piles are public while they are dealt and resolved (the ``pile`` events name every card and who takes
    it), but from then on a hand is shown to the others only as its **backs** (counts per people, mercenary,
    spy), as at the real table where nobody is expected to remember 60 cards: observations, ``info_key`` and
    ``determinize`` follow that rule, so AI seats see what a human sees. Public faces: locked cards (taken by
    a spy), discards, revealed armies. Hidden: other hands, face-down commitments until the reveal, the deck
    order and where the début card lies in it. The holder of the spy being played, of the commando or of the
    flying machine being offered is shown by the turn itself.

Actions (ints from ``CODEC``, an :class:`orcdesk.core.codec.ActionCodec`; text in brackets)
    deal (table) [deal] · desert [desert P] · shield [shield P] · champion [champion S] · spy [spy T orcs_chief]
    · battle [battle dwarves] · merc [merc goblin] · commando [commando T mercenary] · fly [fly G] · pass [pass].
    ``desert``, ``shield``, ``spy`` and ``commando`` cannot be undone. ``CODEC.decode(a)`` gives the fields.
    ``refusal(a, seat)`` gives the :class:`orcdesk.core.contract.Reason` an action is refused (``braves.refuse.*``,
    ``common.refuse.*``; a pile is numbered from 1 as the table shows it, ``step`` is a ``braves.step.*`` key).

Observation (``observation(seat)``: plain JSON-safe dict; seat None = a spectator)
    game, players, seat, round, wizard, champion (None until named), phase (``PHASES``), decider (the seat of a
    TURN decision, else None), to_act, window {kind, seats, table_after},
    n_piles, piles: per pile, bottom first, items {"card": c} | {"shield": seat} | {"desertion": seat},
    pile_owners: per pile the seat of its lowest shield (who takes it as things stand) or None,
    deal: {dealt, total (80), left, recruiting (début card shown), next_pile, start_after (once shown)},
    shields, desertions: per seat, cards in hand (public),
    backs: per seat the counts of hand card backs [orcs, barbarians, skeletons, dwarves, mercenary, spy]
        (``back_names``), hand_counts, hand: the seat's own cards (sorted ids) or None,
    locked: per seat, cards taken by a spy this round (public faces),
    spy: {next: number of the spy to play or None, holder: seat or None, log: [spy events this round]},
    battle: {number (1-4, 0 before the first), people (key or None), fought [keys], pass_order (seats still to
        pass), committed: per seat {"people": n, "mercenary": n} (face-down counts), own: the seat's own
        committed cards, revealed: bool, armies: per seat after the reveal {"cards", "flying", "strength",
        "detail"} (None before; wizard None), commando: seat holding the commando turn or None},
    results: this round's battles [{number, people, strengths, winners, points, champion, wizard_scored}],
    scores, last_win (per seat: number of the last battle of the game won, 0 never), threshold, strict,
    battles_fought (in the game), discard (army cards discarded this round, public, in order),
    winners, over, end_reason ("", "threshold", "round_limit").
    The detail of an army: {people_sum, chiefs, doubled, people (after doubling), goblins, trolls, giants,
    war_machine (None/0/9 served), mercenaries, two_chiefs, flying (0 or 4+G), total}.

Events (``apply`` returns them; all carry "type"; private fields per the contract)
    round_start {round, wizard, shields, desertions, piles, barrier} (rounds 2 on: ``new`` deals round 1)
    deal {card, pile, dealt, barrier} · recruitment_starts {after, barrier}
    desert {seat, pile} · shield {seat, pile, forced (after the deal)}
    deal_over {lost_desertions: per seat} · champion {seat, champion}
    pile {pile, owner (seat or None), kept [cards], cancelled [cards], idle_shields [seats],
          idle_desertions [seats], items (as in the observation)}
    hand {seat, cards (private to seat), backs (public counts)} after the piles are resolved
    spy {seat, number, target, ask (type name), card (given or None), barrier} · spy_pass {seat, number}
    giants {seat, cards} · battle {number, people, seat (wizard), pass_order}
    commit {seat, people, count, cards (private to seat)} · merc {seat, card (private), mercenary (private),
    count (committed mercenaries so far)} · merc_done {seat, count}
    commando {seat, target, back, card (removed), commando (its card), barrier} · commando_pass {seat}
    reveal {number, people, armies: per seat {cards, strength, detail} (None for the wizard), barrier}
    fly {seat, cards, goblins, before, after} · fly_pass {seat}
    battle_result {number, people, strengths, winners, points, champion, wizard_scored, scores}
    round_end {round, scores} · game_over {winners, scores, reason, tie_break (bool)}
    ``deal`` and ``recruitment_starts`` cross a barrier (a hidden card turns up); ``reveal``, ``spy`` and
    ``commando`` too.
"""

from __future__ import annotations

from typing import Any

from orcdesk.core.codec import ActionCodec, Field, Kind
from orcdesk.core.contract import (
    REALTIME,
    TABLE,
    TURN,
    GameState,
    IllegalAction,
    Reason,
    StateFormatError,
    Window,
    shown,
)
from orcdesk.core.data import game_options
from orcdesk.core.rng import Rng
from orcdesk.games.braves.cards import (
    COMMANDO,
    FLYING,
    GIANT,
    GOBLIN,
    MERC_BACK,
    MERC_TYPES,
    N_BACKS,
    N_PEOPLES,
    START,
    TROLL,
    WAR,
    CardSet,
    card_info,
    card_set,
)

__all__ = ["BravesState", "CODEC", "PHASES", "card_info", "army_strength"]

MAX_PLAYERS = 7
MAX_PILES = 14
CS0 = card_set()  # the default split: names, type ids (identical in every split)

# Phases.
P_DEAL, P_PLACE, P_CHAMPION, P_SPY, P_CHOOSE, P_MERC, P_COMMANDO, P_FLY, P_OVER = range(9)
PHASES = (
    "deal",
    "place_shields",
    "champion",
    "spy",
    "choose_people",
    "mercenaries",
    "commando",
    "flying_machine",
    "over",
)

# Pile items: army card ids 0..79, shields SHIELD+seat, desertions DESERTION+seat.
SHIELD, DESERTION = 100, 200

# Mercenaries that may be committed in the pass (the flying machine and the commando have their own moments).
COMMIT_TYPES = (GOBLIN, TROLL, GIANT, WAR)
COMMIT_NAMES = tuple(MERC_TYPES[k] for k in COMMIT_TYPES)
BACKS_TARGETED = ("people", "mercenary")

CODEC = ActionCodec(
    [
        Kind("deal", table=True),
        Kind("desert", [Field("pile", MAX_PILES)], undo=False),
        Kind("shield", [Field("pile", MAX_PILES)], undo=False),
        Kind("champion", [Field("seat", MAX_PLAYERS)]),
        Kind(
            "spy", [Field("target", MAX_PLAYERS), Field("ask", CS0.askable, CS0.type_names[: CS0.askable])], undo=False
        ),
        Kind("battle", [Field("people", N_PEOPLES, CS0.peoples)]),
        Kind("merc", [Field("type", len(COMMIT_TYPES), COMMIT_NAMES)]),
        Kind("commando", [Field("target", MAX_PLAYERS), Field("back", 2, BACKS_TARGETED)], undo=False),
        Kind("fly", [Field("goblins", 12)]),
        Kind("pass"),
    ]
)
_B = {k.name: CODEC._by_name[k.name][0] for k in CODEC.kinds}
DEAL = _B["deal"]
DESERT0, SHIELD0, CHAMP0, SPY0, BATTLE0 = _B["desert"], _B["shield"], _B["champion"], _B["spy"], _B["battle"]
MERC0, COMMANDO0, FLY0, PASS = _B["merc"], _B["commando"], _B["fly"], _B["pass"]
ASKABLE = CS0.askable
_DESERTS = [DESERT0 + p for p in range(MAX_PILES)]
_SHIELDS = [SHIELD0 + p for p in range(MAX_PILES)]
_DEAL_ONLY = [DEAL]
_PASS_ONLY = [PASS]
_CARDS80 = list(range(START))
# (seats, table_after or None or -1 for a turn) -> Window (frozen, shared)
_WINDOWS: dict[tuple[tuple[int, ...], float | None], Window] = {}

# The records a state keeps (JSON-like, copied as they are into observations and saves):
SpyNote = dict[str, int | str | None]  # one spy played: {seat, number, target, ask (type name), card or None}
ArmyDetail = dict[str, int | None]  # army_strength's detail (flags are bools, war_machine may be None)
BattleResult = dict[str, Any]  # {number, people, strengths, winners, points, champion, wizard_scored}


def army_strength(cs: CardSet, cards, flying=(), two_chiefs_zero_flying: bool = True) -> tuple[int, dict]:
    """Strength of an army (people cards of one people and mercenaries) and its detail.

    ``flying`` is the flying machine with the goblins it carries, added after the reveal (4 + 1 per goblin, 0
    alone). Two chiefs: the whole army 0, mercenaries included (and the flying machine unless the option says
    otherwise). A war machine is worth 9 if at least one goblin serves it; each goblin adds its own 1."""
    back, typ, value, chief = cs.back, cs.type, cs.value, cs.is_chief
    mb = cs.merc_base
    people_sum = chiefs = goblins = trolls = giants = mercs = 0
    war = None
    for c in cards:
        b = back[c]
        if b < N_PEOPLES:
            people_sum += value[c]
            if chief[c]:
                chiefs += 1
        elif b == MERC_BACK:
            k = typ[c] - mb
            if k == GOBLIN:
                goblins += 1
                mercs += value[c]
            elif k == WAR:
                war = value[c]
            elif k == TROLL:
                trolls += 1
                mercs += value[c]
            elif k == GIANT:
                giants += 1
                mercs += value[c]
    if war is not None:
        if goblins:
            mercs += war
        else:
            war = 0
    fly = 0
    if flying:
        g = 0
        fv = 0
        for c in flying:
            if typ[c] - mb == GOBLIN:
                g += value[c]
            else:
                fv = value[c]
        fly = fv + g if g else 0
    people = people_sum * 2 if chiefs == 1 else people_sum
    two = chiefs >= 2
    if two:
        total = fly if (fly and not two_chiefs_zero_flying) else 0
    else:
        total = people + mercs + fly
    return total, {
        "people_sum": people_sum,
        "chiefs": chiefs,
        "doubled": chiefs == 1,
        "people": people,
        "goblins": goblins,
        "trolls": trolls,
        "giants": giants,
        "war_machine": war,
        "mercenaries": mercs,
        "two_chiefs": two,
        "flying": fly,
        "total": total,
    }


_OPTIONS_SEEN: dict = {}


def _resolve_options(given: dict | None) -> dict:
    key = None
    try:
        key = tuple(sorted((given or {}).items()))
        hit = _OPTIONS_SEEN.get(key)
    except TypeError:
        hit = None
    if hit is None:
        hit = game_options(CS0.options, given)
        m = hit["max_rounds"]
        if not isinstance(m, int) or isinstance(m, bool) or m < 1:
            raise ValueError("option 'max_rounds' must be a positive integer")
        if key is not None:
            _OPTIONS_SEEN[key] = hit
    return dict(hit)


def _item_view(x: int) -> dict:
    if x < SHIELD:
        return {"card": x}
    if x < DESERTION:
        return {"shield": x - SHIELD}
    return {"desertion": x - DESERTION}


def _insort(lst: list, x: int) -> None:
    i = len(lst)
    while i and lst[i - 1] > x:
        i -= 1
    lst.insert(i, x)


# What the seat that decides did wrong, by (action kind, phase): the rule each decision follows.
_DECISION_REFUSALS = {
    ("champion", P_CHAMPION): Reason("braves.refuse.champion_self"),
    ("spy", P_SPY): Reason("braves.refuse.spy_target"),
    ("pass", P_SPY): Reason("braves.refuse.spy_must_ask"),
    ("battle", P_CHOOSE): Reason("braves.refuse.people_fought"),
    ("merc", P_MERC): Reason("braves.refuse.merc_missing"),
    ("commando", P_COMMANDO): Reason("braves.refuse.commando_target"),
    ("fly", P_FLY): Reason("braves.refuse.fly_goblins"),
}


class BravesState(GameState):
    GAME_ID = "braves"
    FORMAT_VERSION = 1
    CODEC = CODEC

    # The fields of a state (``players``, ``rng`` and ``options`` are declared by GameState). ``__slots__``
    # below names the same fields; tests/test_braves_rules.py checks the two lists and to_dict's keys agree.
    cs: CardSet  # from option mercenary_split (derived: not saved)
    n_piles: int  # derived from the player count
    speed: float  # seconds per dealt card (derived from option deal_speed)
    round: int  # 1, 2, ...
    wizard: int
    champion: int  # -1 until named
    phase: int  # an index into PHASES (P_DEAL...)
    decider: int  # the seat of a TURN decision, else -1
    deck: list[int]  # army card ids and START, dealt from the end
    dealt: int
    recruiting: bool  # the début card has been dealt
    start_after: int  # army cards dealt before the début card, -1 while it is in the deck
    piles: list[list[int]]  # bottom first: card ids, SHIELD + seat, DESERTION + seat
    shields: list[int]  # per seat, in hand
    deserts: list[int]  # per seat, in hand (saved as "desertions")
    hands: list[list[int]]  # per seat, sorted
    locked: list[list[int]]  # per seat, cards taken by a spy this round
    discard: list[int]
    spy_no: int  # spies played or skipped this round (the next is spy_no + 1)
    spy_log: list[SpyNote]
    battle: int  # 1-4, 0 before the first
    people: int  # the people of the battle, -1 between battles
    fought: list[int]  # peoples fought this round, in order
    committed: list[list[int]]  # per seat, this battle's face-down cards
    flying: list[list[int]]  # per seat, the flying machine and its goblins once flown
    pass_order: list[int]  # seats still to pass mercenaries
    revealed: bool
    strengths: list[int]  # per seat after the reveal (0 for the wizard), else empty
    details: list[ArmyDetail | None]  # per seat after the reveal (None for the wizard), else empty
    results: list[BattleResult]  # this round's battles
    points: list[int]  # per seat (saved as "scores")
    last_win: list[int]  # per seat: the number of the last battle of the game won, 0 never
    battles: int  # battles fought in the game
    winners_: list[int]  # saved as "winners"
    end_reason: str  # "", "threshold", "round_limit"

    __slots__ = (
        "players",
        "rng",
        "options",
        "cs",
        "n_piles",
        "speed",
        "round",
        "wizard",
        "champion",
        "phase",
        "decider",
        "deck",
        "dealt",
        "recruiting",
        "start_after",
        "piles",
        "shields",
        "deserts",
        "hands",
        "locked",
        "discard",
        "spy_no",
        "spy_log",
        "battle",
        "people",
        "fought",
        "committed",
        "flying",
        "pass_order",
        "revealed",
        "strengths",
        "details",
        "results",
        "points",
        "last_win",
        "battles",
        "winners_",
        "end_reason",
    )

    # ================================================================== creation
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> BravesState:
        if players not in (4, 5, 6, 7):
            raise ValueError("De l'orc pour les braves is played by 4 to 7 players")
        s = cls.__new__(cls)
        s.players, s.rng = players, Rng(seed)
        s.options = _resolve_options(options)
        s._derive()
        s.points = [0] * players
        s.last_win = [0] * players
        s.battles = 0
        s.round = 0
        s.winners_ = []
        s.end_reason = ""
        s.wizard = s.rng.randrange(players)
        s._start_round([])
        return s

    def _derive(self) -> None:
        self.cs = card_set(self.options["mercenary_split"])
        self.n_piles = self.cs.piles[self.players]
        self.speed = self.cs.deal_speeds[self.options["deal_speed"]]

    def _start_round(self, ev: list) -> None:
        n, cs = self.players, self.cs
        self.round += 1
        self.champion = -1
        army = _CARDS80[:]
        self.rng.shuffle(army)
        k = cs.start_min + self.rng.randrange(cs.start_max - cs.start_min + 1)
        army.insert(k, START)
        army.reverse()  # dealt from the end
        self.deck = army
        self.dealt = 0
        self.recruiting = False
        self.start_after = -1
        self.piles = [[] for _ in range(self.n_piles)]
        d = cs.desertions[n]
        self.shields = [0 if p == self.wizard else cs.shields for p in range(n)]
        self.deserts = [0 if p == self.wizard else d for p in range(n)]
        self.hands = [[] for _ in range(n)]
        self.locked = [[] for _ in range(n)]
        self.discard = []
        self.spy_no = 0
        self.spy_log = []
        self.battle = 0
        self.people = -1
        self.fought = []
        self.committed = [[] for _ in range(n)]
        self.flying = [[] for _ in range(n)]
        self.pass_order = []
        self.revealed = False
        self.strengths = []
        self.details = []
        self.results = []
        self.phase, self.decider = P_DEAL, -1
        ev.append(
            {
                "type": "round_start",
                "round": self.round,
                "wizard": self.wizard,
                "shields": cs.shields,
                "desertions": d,
                "piles": self.n_piles,
                "barrier": True,
            }
        )

    # ================================================================== windows and actions
    def _deal_seats(self) -> tuple:
        if not self.dealt:
            return ()
        de = self.deserts  # the wizard holds neither desertions nor shields
        if self.recruiting:
            sh = self.shields
            return tuple([p for p in range(self.players) if de[p] or sh[p]])
        return tuple([p for p in range(self.players) if de[p]])

    def to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph == P_DEAL:
            return self._deal_seats()
        if ph == P_PLACE:
            return tuple([p for p in range(self.players) if self.shields[p]])
        if ph == P_OVER:
            return ()
        return (self.decider,)

    def window(self) -> Window:
        ph = self.phase
        key: tuple[tuple[int, ...], float | None]
        if ph == P_DEAL:
            key = (self._deal_seats(), self.speed)
        elif ph == P_PLACE:
            key = (tuple([p for p in range(self.players) if self.shields[p]]), None)
        elif ph == P_OVER:
            key = ((), -1.0)
        else:
            key = ((self.decider,), -1.0)
        w = _WINDOWS.get(key)
        if w is None:
            seats, after = key
            if after is None or after > 0:
                w = Window(REALTIME, seats, after)
            else:
                w = Window(TURN, seats)
            _WINDOWS[key] = w
        return w

    def _others(self, seat: int) -> list[int]:
        """Non-wizard players other than ``seat``."""
        w = self.wizard
        return [p for p in range(self.players) if p != w and p != seat]

    def _spy_targets(self, seat: int) -> list[int]:
        return self._others(seat)

    def _commit_kinds(self, seat: int) -> list[int]:
        """Indexes into COMMIT_TYPES of the mercenaries ``seat`` could commit now."""
        mb, typ = self.cs.merc_base, self.cs.type
        have = set()
        for c in self.hands[seat]:
            if self.cs.back[c] == MERC_BACK:
                have.add(typ[c] - mb)
        return [i for i, k in enumerate(COMMIT_TYPES) if k in have]

    def _commando_targets(self, seat: int) -> list[tuple[int, int]]:
        back = self.cs.back
        out = []
        for t in self._others(seat):
            kinds = set()
            for c in self.committed[t]:
                kinds.add(1 if back[c] == MERC_BACK else 0)
            for b in sorted(kinds):
                out.append((t, b))
        return out

    def _holder(self, card: int) -> int:
        for p in range(self.players):
            if card in self.hands[p]:
                return p
        return -1

    def _goblins_in_hand(self, seat: int) -> list[int]:
        g = self.cs.merc(GOBLIN)
        typ = self.cs.type
        return [c for c in self.hands[seat] if typ[c] == g]

    def legal_actions(self, seat: int | None = None) -> list:
        ph = self.phase
        if seat is None:
            acting = self.to_act()
            if len(acting) != 1:
                return []
            seat = acting[0]
        if ph == P_DEAL:
            if seat == TABLE:
                return _DEAL_ONLY[:]
            if seat == self.wizard or not self.dealt:
                return []
            np = self.dealt if self.dealt < self.n_piles else self.n_piles
            out = _DESERTS[:np] if self.deserts[seat] else []
            if self.recruiting and self.shields[seat]:
                out += _SHIELDS[:np]
            return out
        if ph == P_PLACE:
            if seat == TABLE or not self.shields[seat]:
                return []
            return _SHIELDS[: self.n_piles]
        if ph == P_OVER or seat != self.decider:
            return []
        if ph == P_MERC:
            return [MERC0 + i for i in self._commit_kinds(seat)] + _PASS_ONLY
        if ph == P_CHOOSE:
            fought = self.fought
            return [BATTLE0 + p for p in range(N_PEOPLES) if p not in fought]
        if ph == P_CHAMPION:
            return [CHAMP0 + p for p in self._others(seat)]
        if ph == P_SPY:
            out = [SPY0 + t * ASKABLE + a for t in self._spy_targets(seat) for a in range(ASKABLE)]
            if self.options["spy_may_pass"] or not out:
                out.append(PASS)
            return out
        if ph == P_COMMANDO:
            return [COMMANDO0 + t * 2 + b for t, b in self._commando_targets(seat)] + _PASS_ONLY
        if ph == P_FLY:
            g = len(self._goblins_in_hand(seat))
            return [FLY0 + k for k in range(1, g + 1)] + _PASS_ONLY
        return []

    def random_action(self, seat: int, rng: Rng):
        return rng.choice(self.legal_actions(seat))

    def refusal(self, action, seat: int | None = None) -> Reason | None:
        ph = self.phase
        if ph == P_OVER:
            return Reason("common.refuse.game_over")
        if type(action) is not int or not 0 <= action < CODEC.size:
            return Reason("common.refuse.not_a_move")
        if seat is None:
            acting = self.to_act()
            seat = acting[0] if len(acting) == 1 else -2
        kind = CODEC.kind_of(action)
        if seat == TABLE:
            if kind != "deal":
                return Reason("common.refuse.not_a_move")
            return None if ph == P_DEAL else Reason("common.refuse.table_idle")
        if kind == "deal":
            return Reason("braves.refuse.table_only")
        if action in self.legal_actions(seat):
            return None
        if seat == self.wizard and kind in ("desert", "shield"):
            return Reason("braves.refuse.wizard_no_cards")
        if kind in ("desert", "shield") and ph in (P_DEAL, P_PLACE):
            return self._pile_refusal(kind, action, seat)
        step = f"braves.step.{PHASES[ph]}"
        if ph in (P_DEAL, P_PLACE):
            return Reason("braves.refuse.not_now", {"step": step})
        if seat != self.decider:
            return Reason("braves.refuse.not_your_turn", {"seat": self.decider, "step": step})
        return _DECISION_REFUSALS.get((kind, ph)) or Reason("braves.refuse.not_now", {"step": step})

    def _pile_refusal(self, kind: str, action: int, seat: int) -> Reason:
        """Why a desertion or a shield may not go on that pile now (the deal's real-time window)."""
        if kind == "desert":
            if self.phase == P_PLACE:
                return Reason("braves.refuse.deal_over")
            if not self.deserts[seat]:
                return Reason("braves.refuse.no_desertion")
        else:
            if not self.recruiting:
                return Reason("braves.refuse.before_start")
            if not self.shields[seat]:
                return Reason("braves.refuse.no_shield")
        pile = action - (DESERT0 if kind == "desert" else SHIELD0)
        if pile >= self.n_piles:  # piles are numbered from 1 on the table
            return Reason("braves.refuse.no_pile", {"pile": pile + 1, "players": self.players})
        return Reason("braves.refuse.pile_not_started", {"pile": pile + 1})

    def apply(self, action, seat: int | None = None) -> list:
        seat = self._acting_seat(seat)
        if self.phase == P_DEAL and seat == TABLE and action == DEAL:  # the hot path: skip the checks
            return self._apply(action, seat)
        reason = self.refusal(action, seat)
        if reason is not None:
            raise IllegalAction(action, reason)
        return self._apply(action, seat)

    # ================================================================== playing
    def _apply(self, action, seat: int) -> list:
        ev: list = []
        if action == DEAL:
            self._deal(ev)
        elif action < SHIELD0:  # desert
            p = action - DESERT0
            self.deserts[seat] -= 1
            self.piles[p].append(DESERTION + seat)
            ev.append({"type": "desert", "seat": seat, "pile": p})
        elif action < CHAMP0:  # shield
            p = action - SHIELD0
            self.shields[seat] -= 1
            self.piles[p].append(SHIELD + seat)
            ev.append({"type": "shield", "seat": seat, "pile": p, "forced": self.phase == P_PLACE})
            if self.phase == P_PLACE and not any(self.shields):
                self._to_champion(ev)
        elif action < SPY0:
            self.champion = action - CHAMP0
            ev.append({"type": "champion", "seat": seat, "champion": self.champion})
            self._resolve_piles(ev)
            self._next_spy(ev)
        elif action < BATTLE0:
            t, a = divmod(action - SPY0, ASKABLE)
            self._spy(seat, t, a, ev)
            self.spy_no += 1
            self._next_spy(ev)
        elif action < MERC0:
            self._open_battle(action - BATTLE0, ev)
        elif action < COMMANDO0:
            self._commit_merc(seat, COMMIT_TYPES[action - MERC0], ev)
        elif action < FLY0:
            t, b = divmod(action - COMMANDO0, 2)
            self._commando(seat, t, b, ev)
            self._reveal(ev)
        elif action < PASS:
            self._fly(seat, action - FLY0, ev)
            self._score_battle(ev)
        else:
            ph = self.phase
            if ph == P_SPY:
                ev.append({"type": "spy_pass", "seat": seat, "number": self.spy_no + 1})  # numbered as spy events
                self._discard_spy(seat)
                self.spy_no += 1
                self._next_spy(ev)
            elif ph == P_MERC:
                ev.append({"type": "merc_done", "seat": seat, "count": self._merc_count(seat)})
                self.pass_order.pop(0)
                self._next_merc(ev)
            elif ph == P_COMMANDO:
                ev.append({"type": "commando_pass", "seat": seat})
                self._reveal(ev)
            elif ph == P_FLY:
                ev.append({"type": "fly_pass", "seat": seat})
                self._score_battle(ev)
        return ev

    # ------------------------------------------------------------------ recruitment
    def _deal(self, ev: list) -> None:
        c = self.deck.pop()
        if c == START:
            self.recruiting = True
            self.start_after = self.dealt
            ev.append({"type": "recruitment_starts", "after": self.dealt, "barrier": True})
            return
        p = self.dealt % self.n_piles
        self.piles[p].append(c)
        self.dealt += 1
        ev.append({"type": "deal", "card": c, "pile": p, "dealt": self.dealt, "barrier": True})
        if not self.deck:
            lost = self.deserts
            ev.append({"type": "deal_over", "lost_desertions": lost})
            self.deserts = [0] * self.players
            if any(self.shields):
                self.phase = P_PLACE
            else:
                self._to_champion(ev)

    def _to_champion(self, ev: list) -> None:
        self.phase, self.decider = P_CHAMPION, self.wizard

    def _resolve_piles(self, ev: list) -> None:
        got: list[list[int]] = [[] for _ in range(self.players)]
        for i, pile in enumerate(self.piles):
            cancelled = set()
            idle_d = []
            owner = -1
            idle_s = []
            for j, x in enumerate(pile):
                if x < SHIELD:
                    continue
                if x < DESERTION:
                    if owner < 0:
                        owner = x - SHIELD
                    else:
                        idle_s.append(x - SHIELD)
                    continue
                k = j - 1
                while k >= 0 and SHIELD <= pile[k] < DESERTION:
                    k -= 1
                if k >= 0 and pile[k] < SHIELD:
                    cancelled.add(k)
                else:
                    idle_d.append(x - DESERTION)
            kept = [x for j, x in enumerate(pile) if x < SHIELD and j not in cancelled]
            gone = [pile[j] for j in sorted(cancelled)]
            self.discard.extend(gone)
            if owner >= 0:
                got[owner].extend(kept)
            else:
                self.discard.extend(kept)
            ev.append(
                {
                    "type": "pile",
                    "pile": i,
                    "owner": owner if owner >= 0 else None,
                    "kept": kept,
                    "cancelled": gone,
                    "idle_shields": idle_s,
                    "idle_desertions": idle_d,
                    "items": [_item_view(x) for x in pile],
                }
            )
        self.piles = [[] for _ in range(self.n_piles)]
        for p in range(self.players):
            if got[p]:
                self.hands[p] = sorted(got[p])
            if p != self.wizard:
                ev.append(
                    {
                        "type": "hand",
                        "seat": p,
                        "cards": list(self.hands[p]),
                        "private": {"cards": [p]},
                        "backs": self._backs(p),
                    }
                )

    # ------------------------------------------------------------------ spies
    def _next_spy(self, ev: list) -> None:
        cs = self.cs
        while self.spy_no < cs.n_spies:
            h = self._holder(cs.spy_card[self.spy_no + 1])
            if h >= 0:
                self.phase, self.decider = P_SPY, h
                return
            self.spy_no += 1
        self._after_spies(ev)

    def _discard_spy(self, seat: int) -> None:
        c = self.cs.spy_card[self.spy_no + 1]
        self.hands[seat].remove(c)
        self.discard.append(c)

    def _spy(self, seat: int, target: int, ask: int, ev: list) -> None:
        self._discard_spy(seat)
        given = None
        lock = self.locked[target]
        typ = self.cs.type
        for c in self.hands[target]:
            if typ[c] == ask and c not in lock:
                given = c
                break
        if given is not None:
            self.hands[target].remove(given)
            _insort(self.hands[seat], given)
            self.locked[seat].append(given)
        note: SpyNote = {
            "seat": seat,
            "number": self.spy_no + 1,
            "target": target,
            "ask": self.cs.type_names[ask],
            "card": given,
        }
        self.spy_log.append(note)
        ev.append({"type": "spy", **note, "barrier": True})

    def _after_spies(self, ev: list) -> None:
        g = self.cs.merc(GIANT)
        typ = self.cs.type
        for p in range(self.players):
            giants = [c for c in self.hands[p] if typ[c] == g]
            if len(giants) >= 2:
                for c in giants:
                    self.hands[p].remove(c)
                    if c in self.locked[p]:
                        self.locked[p].remove(c)
                self.discard.extend(giants)
                ev.append({"type": "giants", "seat": p, "cards": giants})
        self.spy_no = self.cs.n_spies
        self._next_battle(ev)

    # ------------------------------------------------------------------ battles
    def _next_battle(self, ev: list) -> None:
        if self.battle >= N_PEOPLES:
            self._end_round(ev)
            return
        left = [p for p in range(N_PEOPLES) if p not in self.fought]
        if len(left) == 1:
            self._open_battle(left[0], ev)
        else:
            self.phase, self.decider = P_CHOOSE, self.wizard
            self.people = -1

    def _open_battle(self, people: int, ev: list) -> None:
        n, w, back = self.players, self.wizard, self.cs.back
        self.battle += 1
        self.people = people
        self.fought.append(people)
        self.revealed = False
        self.strengths, self.details = [], []
        non = [(w + i) % n for i in range(1, n)]
        start = (self.battle - 1) % len(non)
        self.pass_order = non[start:] + non[:start]
        ev.append(
            {
                "type": "battle",
                "number": self.battle,
                "people": self.cs.peoples[people],
                "seat": w,
                "pass_order": list(self.pass_order),
            }
        )
        for p in non:
            hand = self.hands[p]
            mine = [c for c in hand if back[c] == people]
            if mine:
                self.hands[p] = [c for c in hand if back[c] != people]
                if self.locked[p]:
                    self.locked[p] = [c for c in self.locked[p] if back[c] != people]
            self.committed[p] = mine
            ev.append(
                {
                    "type": "commit",
                    "seat": p,
                    "people": self.cs.peoples[people],
                    "count": len(mine),
                    "cards": list(mine),
                    "private": {"cards": [p]},
                }
            )
        self._next_merc(ev)

    def _merc_count(self, seat: int) -> int:
        back = self.cs.back
        return sum(1 for c in self.committed[seat] if back[c] == MERC_BACK)

    def _next_merc(self, ev: list) -> None:
        order = self.pass_order
        while order:
            if self._commit_kinds(order[0]):
                self.phase, self.decider = P_MERC, order[0]
                return
            order.pop(0)
        # the commando, before the reveal
        h = self._holder(self.cs.by_type[self.cs.merc(COMMANDO)][0])
        if h >= 0 and self._commando_targets(h):
            self.phase, self.decider = P_COMMANDO, h
            return
        self._reveal(ev)

    def _commit_merc(self, seat: int, k: int, ev: list) -> None:
        t = self.cs.merc(k)
        typ = self.cs.type
        hand = self.hands[seat]
        for c in hand:
            if typ[c] == t:
                break
        hand.remove(c)
        if self.locked[seat] and c in self.locked[seat]:
            self.locked[seat].remove(c)
        self.committed[seat].append(c)
        ev.append(
            {
                "type": "merc",
                "seat": seat,
                "card": c,
                "mercenary": MERC_TYPES[k],
                "count": self._merc_count(seat),
                "private": {"card": [seat], "mercenary": [seat]},
            }
        )
        if not self._commit_kinds(seat):
            ev.append({"type": "merc_done", "seat": seat, "count": self._merc_count(seat)})
            self.pass_order.pop(0)
            self._next_merc(ev)

    def _commando(self, seat: int, target: int, b: int, ev: list) -> None:
        back = self.cs.back
        pool = [c for c in self.committed[target] if (back[c] == MERC_BACK) == (b == 1)]
        victim = pool[self.rng.randrange(len(pool))]
        self.committed[target].remove(victim)
        cmd = self.cs.by_type[self.cs.merc(COMMANDO)][0]
        self.hands[seat].remove(cmd)
        if cmd in self.locked[seat]:
            self.locked[seat].remove(cmd)
        self.discard.extend((cmd, victim))
        ev.append(
            {
                "type": "commando",
                "seat": seat,
                "target": target,
                "back": BACKS_TARGETED[b],
                "card": victim,
                "commando": cmd,
                "barrier": True,
            }
        )

    def _reveal(self, ev: list) -> None:
        cs, w, n = self.cs, self.wizard, self.players
        self.revealed = True
        self.strengths = [0] * n
        self.details = [None] * n
        armies: list[dict[str, Any] | None] = [None] * n
        tz = self.options["two_chiefs_zero_flying_machine"]
        for p in range(n):
            if p == w:
                continue
            total, detail = army_strength(cs, self.committed[p], (), tz)
            self.strengths[p] = total
            self.details[p] = detail
            armies[p] = {"cards": list(self.committed[p]), "strength": total, "detail": detail}
        ev.append(
            {
                "type": "reveal",
                "number": self.battle,
                "people": cs.peoples[self.people],
                "armies": armies,
                "barrier": True,
            }
        )
        fm = cs.by_type[cs.merc(FLYING)][0]
        h = self._holder(fm)
        if h >= 0 and self._goblins_in_hand(h):
            self.phase, self.decider = P_FLY, h
            return
        self._score_battle(ev)

    def _fly(self, seat: int, goblins: int, ev: list) -> None:
        cs = self.cs
        fm = cs.by_type[cs.merc(FLYING)][0]
        gs = self._goblins_in_hand(seat)[:goblins]
        cards = [fm] + gs
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
            if c in self.locked[seat]:
                self.locked[seat].remove(c)
        self.flying[seat] = cards
        before = self.strengths[seat]
        total, detail = army_strength(cs, self.committed[seat], cards, self.options["two_chiefs_zero_flying_machine"])
        self.strengths[seat] = total
        self.details[seat] = detail
        ev.append({"type": "fly", "seat": seat, "cards": cards, "goblins": goblins, "before": before, "after": total})

    def _score_battle(self, ev: list) -> None:
        n, w = self.players, self.wizard
        pts = self.cs.battle_points[self.battle - 1]
        self.battles += 1
        st = self.strengths
        best = max(st[p] for p in range(n) if p != w)
        if best <= 0 and not self.options["zero_strength_scores"]:
            winners = []
        else:
            winners = [p for p in range(n) if p != w and st[p] == best]
        for p in winners:
            self.points[p] += pts
            self.last_win[p] = self.battles
        proxy = self.champion in winners
        if proxy:
            self.points[w] += pts
            if self.options["champion_win_breaks_ties"]:
                self.last_win[w] = self.battles
        res = {
            "number": self.battle,
            "people": self.cs.peoples[self.people],
            "strengths": [None if p == w else st[p] for p in range(n)],
            "winners": winners,
            "points": pts,
            "champion": self.champion,
            "wizard_scored": proxy,
        }
        self.results.append(res)
        ev.append(dict(res, type="battle_result", scores=list(self.points)))
        for p in range(n):
            if self.committed[p]:
                self.discard.extend(self.committed[p])
                self.committed[p] = []
            if self.flying[p]:
                self.discard.extend(self.flying[p])
                self.flying[p] = []
        self.revealed = False
        self.strengths, self.details = [], []
        self.people = -1
        self.pass_order = []
        self._next_battle(ev)

    def _threshold(self) -> int:
        return self.cs.end_threshold[self.players]

    def _end_round(self, ev: list) -> None:
        ev.append({"type": "round_end", "round": self.round, "scores": list(self.points)})
        t = self._threshold()
        if self.options["end_threshold_strict"]:
            passed = any(x > t for x in self.points)
        else:
            passed = any(x >= t for x in self.points)
        if passed or self.round >= self.options["max_rounds"]:
            self._game_over(ev, "threshold" if passed else "round_limit")
            return
        self.wizard = (self.wizard + 1) % self.players
        self._start_round(ev)

    def _game_over(self, ev: list, reason: str) -> None:
        best = max(self.points)
        tied = [p for p in range(self.players) if self.points[p] == best]
        tie_break = len(tied) > 1
        if tie_break:
            last = max(self.last_win[p] for p in tied)
            tied = [p for p in tied if self.last_win[p] == last]
        self.winners_ = tied if len(tied) < self.players else []
        self.phase, self.decider = P_OVER, -1
        self.end_reason = reason
        ev.append(
            {
                "type": "game_over",
                "winners": list(self.winners_),
                "scores": list(self.points),
                "reason": reason,
                "tie_break": tie_break,
            }
        )

    # ================================================================== notation
    def action_to_text(self, action) -> str:
        return CODEC.to_text(action)

    def action_from_text(self, text: str):
        return CODEC.from_text(text)

    # ================================================================== information
    @staticmethod
    def _pile_owner(pile: list) -> int | None:
        for x in pile:
            if SHIELD <= x < DESERTION:
                return x - SHIELD
        return None

    def _backs(self, p: int) -> list[int]:
        counts = [0] * N_BACKS
        back = self.cs.back
        for c in self.hands[p]:
            counts[back[c]] += 1
        return counts

    def observation(self, seat: int | None) -> dict:
        n, cs = self.players, self.cs
        own = seat if seat is not None and 0 <= seat < n else None  # a player's own view, else None
        w = self.window()
        back = cs.back
        committed = []
        for p in range(n):
            m = sum(1 for c in self.committed[p] if back[c] == MERC_BACK)
            committed.append({"people": len(self.committed[p]) - m, "mercenary": m})
        armies = None
        if self.revealed:
            armies = [
                None
                if p == self.wizard
                else {
                    "cards": list(self.committed[p]),
                    "flying": list(self.flying[p]),
                    "strength": self.strengths[p],
                    "detail": dict(self.details[p] or {}),  # None for the wizard alone
                }
                for p in range(n)
            ]
        ph = self.phase
        spy_next = self.spy_no + 1 if ph in (P_DEAL, P_PLACE, P_CHAMPION, P_SPY) else None
        return {
            "game": self.GAME_ID,
            "players": n,
            "seat": seat,
            "round": self.round,
            "wizard": self.wizard,
            "champion": self.champion if self.champion >= 0 else None,
            "phase": PHASES[ph],
            "decider": self.decider if w.kind == TURN and ph != P_OVER else None,
            "to_act": list(w.seats),
            "window": {"kind": w.kind, "seats": list(w.seats), "table_after": w.table_after},
            "n_piles": self.n_piles,
            "piles": [[_item_view(x) for x in pile] for pile in self.piles],
            "pile_owners": [self._pile_owner(pile) for pile in self.piles],
            "deal": {
                "dealt": self.dealt,
                "total": cs.n_cards,
                "left": cs.n_cards - self.dealt,
                "recruiting": self.recruiting,
                "next_pile": self.dealt % self.n_piles,
                "start_after": self.start_after if self.start_after >= 0 else None,
            },
            "shields": list(self.shields),
            "desertions": list(self.deserts),
            "backs": [self._backs(p) for p in range(n)],
            "back_names": list(cs.back_names),
            "hand_counts": [len(h) for h in self.hands],
            "hand": list(self.hands[own]) if own is not None else None,
            "locked": [list(lk) for lk in self.locked],
            "spy": {
                "next": spy_next,
                "holder": self.decider if ph == P_SPY else None,
                "log": [dict(x) for x in self.spy_log],
            },
            "battle": {
                "number": self.battle,
                "people": cs.peoples[self.people] if self.people >= 0 else None,
                "fought": [cs.peoples[p] for p in self.fought],
                "pass_order": list(self.pass_order),
                "committed": committed,
                "own": list(self.committed[own]) if own is not None else None,
                "revealed": self.revealed,
                "armies": armies,
                "commando": self.decider if ph == P_COMMANDO else None,
            },
            "results": [dict(r, strengths=list(r["strengths"]), winners=list(r["winners"])) for r in self.results],
            "scores": list(self.points),
            "last_win": list(self.last_win),
            "threshold": self._threshold(),
            "strict": self.options["end_threshold_strict"],
            "battles_fought": self.battles,
            "discard": list(self.discard),
            "winners": list(self.winners_),
            "over": ph == P_OVER,
            "end_reason": self.end_reason,
        }

    def info_key(self, seat: int):
        """A hashable key of what ``seat`` knows (a tuple: cheaper than the observation)."""
        back = self.cs.back
        hid: list[tuple[tuple[int, ...], ...]] = []
        for p in range(self.players):
            if p == seat:
                hid.append((tuple(self.hands[p]), tuple(self.committed[p])))
            else:
                counts = [0] * N_BACKS
                for c in self.hands[p]:
                    counts[back[c]] += 1
                ccount = [0] * N_BACKS
                for c in self.committed[p]:
                    ccount[back[c]] += 1
                hid.append(
                    (
                        tuple(counts),
                        tuple(ccount),
                        tuple(self.locked[p]),
                        tuple(self.committed[p]) if self.revealed else (),
                    )
                )
        return (
            self.phase,
            self.decider,
            self.round,
            self.wizard,
            self.champion,
            self.dealt,
            self.recruiting,
            tuple(map(tuple, self.piles)),
            tuple(self.shields),
            tuple(self.deserts),
            tuple(hid),
            self.spy_no,
            self.battle,
            self.people,
            tuple(self.fought),
            tuple(self.pass_order),
            tuple(self.points),
            tuple(self.last_win),
            tuple(self.discard),
            tuple(map(tuple, self.flying)),
            len(self.deck),
        )

    def determinize(self, seat: int, rng: Rng) -> BravesState:
        """A state ``seat`` cannot tell from this one: the other players' hidden cards (hands but for locked
        cards, face-down commitments before the reveal) are redrawn among the cards ``seat`` has not seen,
        keeping every player's counts of each back; the deck is reshuffled (the début card, if still in it,
        goes to a new place allowed by the rules). Cards whose holder the table has shown stay: the spy being
        played, the commando or the flying machine being offered (with one goblin)."""
        s = self.clone()
        cs = s.cs
        back = cs.back
        n = s.players
        fixed = set()
        ph = s.phase
        if ph == P_SPY:
            fixed.add(cs.spy_card[s.spy_no + 1])
        elif ph == P_COMMANDO:
            fixed.add(cs.by_type[cs.merc(COMMANDO)][0])
        elif ph == P_FLY:
            fixed.add(cs.by_type[cs.merc(FLYING)][0])
            gs = s._goblins_in_hand(s.decider)
            if gs:
                fixed.add(gs[0])
        others = [p for p in range(n) if p != seat and p != s.wizard]
        pools: list[list[int]] = [[] for _ in range(N_BACKS)]
        slots = []  # (player, zone, back) in order
        for p in others:
            lock = s.locked[p]
            keep = []
            for c in s.hands[p]:
                if c in fixed or c in lock:
                    keep.append(c)
                else:
                    pools[back[c]].append(c)
                    slots.append((p, 0, back[c]))
            s.hands[p] = keep
            if not s.revealed and s.committed[p]:
                for c in s.committed[p]:
                    pools[back[c]].append(c)
                    slots.append((p, 1, back[c]))
                s.committed[p] = []
        deck = [c for c in s.deck if c != START]
        had_start = len(deck) != len(s.deck)
        for c in deck:
            pools[back[c]].append(c)
        seed = rng.next64()
        r = Rng(seed)
        for b in range(N_BACKS):
            pools[b].sort()  # what the seat knows alone decides the sample (not where the hidden cards lie)
            r.shuffle(pools[b])
        pos = [0] * N_BACKS
        dealt_to = []  # [player, zone, card] per slot
        for p, zone, b in slots:
            dealt_to.append([p, zone, pools[b][pos[b]]])
            pos[b] += 1
        if ph not in (P_DEAL, P_PLACE, P_CHAMPION, P_SPY):
            self._spread_giants(s, dealt_to)
        for p, zone, c in dealt_to:
            if zone == 0:
                s.hands[p].append(c)
            else:
                s.committed[p].append(c)
        for p in others:
            s.hands[p].sort()
        rest = []
        for b in range(N_BACKS):
            rest += pools[b][pos[b] :]
        r.shuffle(rest)
        if had_start:
            lo = max(cs.start_min, s.dealt)
            k = lo + r.randrange(cs.start_max - lo + 1) - s.dealt
            rest.reverse()
            rest.insert(k, START)
            rest.reverse()
        s.deck = rest
        s.rng = Rng(rng.next64())
        return s

    @staticmethod
    def _spread_giants(s: BravesState, dealt_to: list) -> None:
        """After the spies nobody holds two giants: swap a redrawn extra giant with another player's redrawn
        non-giant mercenary (the real position proves such a spread exists)."""
        typ, g = s.cs.type, s.cs.merc(GIANT)
        count = [0] * s.players
        for p in range(s.players):
            for c in s.hands[p]:
                count[p] += typ[c] == g
            for c in s.committed[p]:
                count[p] += typ[c] == g
        for slot in dealt_to:
            if typ[slot[2]] == g:
                count[slot[0]] += 1
        for slot in dealt_to:
            p, _, c = slot
            if typ[c] != g or count[p] < 2:
                continue
            for other in dealt_to:
                q, _, d = other
                if count[q] == 0 and s.cs.back[d] == MERC_BACK and typ[d] != g:
                    slot[2], other[2] = d, c
                    count[p] -= 1
                    count[q] += 1
                    break

    # ================================================================== end of game
    def is_terminal(self) -> bool:
        return self.phase == P_OVER

    def scores(self) -> list[float]:
        return [float(x) for x in self.points]

    def winners(self) -> list[int]:
        return list(self.winners_)

    # ================================================================== copies and storage
    def clone(self) -> BravesState:
        s = BravesState.__new__(BravesState)
        s.players, s.rng, s.options, s.cs = self.players, Rng(self.rng.state), self.options, self.cs
        s.n_piles, s.speed, s.round, s.wizard, s.champion = (
            self.n_piles,
            self.speed,
            self.round,
            self.wizard,
            self.champion,
        )
        s.phase, s.decider, s.deck, s.dealt = self.phase, self.decider, self.deck[:], self.dealt
        s.recruiting, s.start_after = self.recruiting, self.start_after
        s.piles = [x[:] for x in self.piles]
        s.shields, s.deserts = self.shields[:], self.deserts[:]
        s.hands = [x[:] for x in self.hands]
        s.locked = [x[:] for x in self.locked]
        s.discard = self.discard[:]
        s.spy_no, s.spy_log = self.spy_no, self.spy_log[:]  # log entries are never mutated
        s.battle, s.people, s.fought = self.battle, self.people, self.fought[:]
        s.committed = [x[:] for x in self.committed]
        s.flying = [x[:] for x in self.flying]
        s.pass_order, s.revealed = self.pass_order[:], self.revealed
        s.strengths, s.details = self.strengths[:], self.details[:]  # details are never mutated once written
        s.results = self.results[:]
        s.points = self.points[:]
        s.last_win, s.battles = self.last_win[:], self.battles
        s.winners_, s.end_reason = self.winners_[:], self.end_reason
        return s

    def to_dict(self) -> dict:
        return {
            "game": self.GAME_ID,
            "version": self.FORMAT_VERSION,
            "players": self.players,
            "rng": self.rng.state,
            "options": dict(self.options),
            "round": self.round,
            "wizard": self.wizard,
            "champion": self.champion,
            "phase": PHASES[self.phase],
            "decider": self.decider,
            "deck": self.deck[:],
            "dealt": self.dealt,
            "recruiting": self.recruiting,
            "start_after": self.start_after,
            "piles": [x[:] for x in self.piles],
            "shields": self.shields[:],
            "desertions": self.deserts[:],
            "hands": [x[:] for x in self.hands],
            "locked": [x[:] for x in self.locked],
            "discard": self.discard[:],
            "spy_no": self.spy_no,
            "spy_log": [dict(x) for x in self.spy_log],
            "battle": self.battle,
            "people": self.people,
            "fought": self.fought[:],
            "committed": [x[:] for x in self.committed],
            "flying": [x[:] for x in self.flying],
            "pass_order": self.pass_order[:],
            "revealed": self.revealed,
            "strengths": self.strengths[:],
            "details": [None if d is None else dict(d) for d in self.details],
            "results": [dict(r, strengths=list(r["strengths"]), winners=list(r["winners"])) for r in self.results],
            "scores": self.points[:],
            "last_win": self.last_win[:],
            "battles": self.battles,
            "winners": self.winners_[:],
            "end_reason": self.end_reason,
        }

    @classmethod
    def from_dict(cls, data: dict) -> BravesState:
        """Rebuild a state from ``to_dict``'s mapping (a save, or a position typed in by hand for a test).
        Raises StateFormatError naming the field."""
        cls._check_header(data)
        field = ""

        def get(key, kind, default=...):
            nonlocal field
            field = key
            if key not in data:
                if default is not ...:
                    return default
                raise StateFormatError("missing", key)
            v = data[key]
            if kind is int and (type(v) is not int):
                raise StateFormatError(f"expected an integer, found {shown(v)}", key)
            if kind is not int and not isinstance(v, kind):
                raise StateFormatError(f"expected {kind.__name__}, found {type(v).__name__}", key)
            return v

        def ints(key, v=None):
            v = get(key, list) if v is None else v
            if not all(type(x) is int for x in v):
                raise StateFormatError("expected a list of integers", key)
            return list(v)

        def per_seat(key, n):
            v = get(key, list)
            if len(v) != n:
                raise StateFormatError(f"needs one entry per player ({n})", key)
            out = []
            for i, x in enumerate(v):
                if type(x) is not list:
                    raise StateFormatError("expected a list", f"{key}[{i}]")
                out.append(ints(f"{key}[{i}]", x))
            return out

        try:
            s = cls.__new__(cls)
            s.players = n = get("players", int)
            if n not in (4, 5, 6, 7):
                raise StateFormatError("must be 4 to 7", "players")
            s.rng = Rng(get("rng", int))
            try:
                s.options = _resolve_options(get("options", dict))
            except ValueError as exc:
                raise StateFormatError(str(exc), "options") from None
            s._derive()
            for key in (
                "round",
                "wizard",
                "champion",
                "decider",
                "dealt",
                "start_after",
                "spy_no",
                "battle",
                "people",
                "battles",
            ):
                setattr(s, key, get(key, int))
            phase = get("phase", str)
            if phase not in PHASES:
                raise StateFormatError(f"unknown phase {shown(phase)} (known: {', '.join(PHASES)})", "phase")
            s.phase = PHASES.index(phase)
            s.deck = ints("deck")
            s.recruiting = get("recruiting", bool)
            piles = get("piles", list)
            if len(piles) != s.n_piles:
                raise StateFormatError(f"{s.n_piles} piles at {n} players", "piles")
            s.piles = [ints(f"piles[{i}]", p) for i, p in enumerate(piles)]
            s.shields = ints("shields")
            s.deserts = ints("desertions")
            s.hands = [sorted(h) for h in per_seat("hands", n)]
            s.locked = per_seat("locked", n)
            s.discard = ints("discard")
            s.spy_log = [dict(x) for x in get("spy_log", list)]
            s.fought = ints("fought")
            s.committed = per_seat("committed", n)
            s.flying = per_seat("flying", n)
            s.pass_order = ints("pass_order")
            s.revealed = get("revealed", bool)
            s.strengths = ints("strengths")
            s.details = [None if d is None else dict(d) for d in get("details", list)]
            s.results = _results(get("results", list), n, s.cs.peoples)
            s.points = ints("scores")
            s.last_win = ints("last_win")
            s.winners_ = ints("winners")
            s.end_reason = get("end_reason", str)
            for key, v in (
                ("shields", s.shields),
                ("desertions", s.deserts),
                ("scores", s.points),
                ("last_win", s.last_win),
            ):
                if len(v) != n:
                    raise StateFormatError(f"needs one entry per player ({n})", key)
            if not -1 <= s.people < N_PEOPLES:
                raise StateFormatError(f"-1 (no battle) or a people 0-{N_PEOPLES - 1}", "people")
            for key in ("wizard", "champion", "decider"):
                if not (-1 if key != "wizard" else 0) <= getattr(s, key) < n:
                    raise StateFormatError("not a seat of this game", key)
        except StateFormatError:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise StateFormatError(f"cannot read: {exc}", field) from None
        s._consistent()  # StateFormatError unless the invariants hold
        return s

    # ================================================================== invariants
    def check_invariants(self) -> None:
        n, cs, w, ph = self.players, self.cs, self.wizard, self.phase
        assert 0 <= w < n, "the wizard is a seat"
        assert 0 <= ph < len(PHASES), "a known phase"
        allc = [c for c in self.deck if c != START]
        starts = len(self.deck) - len(allc)
        assert starts == (0 if self.recruiting else 1), "the début card is in the deck until it is dealt"
        on_piles_s = [0] * n
        on_piles_d = [0] * n
        for pile in self.piles:
            for x in pile:
                if x < SHIELD:
                    allc.append(x)
                elif x < DESERTION:
                    assert x - SHIELD < n, f"shield of seat {x - SHIELD}"
                    on_piles_s[x - SHIELD] += 1
                else:
                    assert x - DESERTION < n, f"desertion of seat {x - DESERTION}"
                    on_piles_d[x - DESERTION] += 1
        for p in range(n):
            allc += self.hands[p]
            allc += self.committed[p]
            allc += self.flying[p]
        allc += self.discard
        if sorted(allc) != _CARDS80:
            seen = [0] * START
            for c in allc:
                assert 0 <= c < START, f"card id {c} out of range"
                seen[c] += 1
            bad = [c for c in range(START) if seen[c] != 1]
            raise AssertionError(f"80 army cards conserved: cards {bad[:5]} appear {[seen[c] for c in bad[:5]]} times")
        in_play = [self.dealt == sum(1 for pile in self.piles for x in pile if x < SHIELD)] if ph <= P_CHAMPION else []
        assert all(in_play), "every dealt card lies on a pile during the deal"
        if ph <= P_PLACE:
            assert self.dealt + len(self.deck) - starts == START, "dealt + deck = 80 during the deal"
        assert len(self.piles) == self.n_piles, f"{self.n_piles} piles at {n} players"
        for p in range(n):
            assert self.hands[p] == sorted(self.hands[p]), "hands are kept sorted"
            assert set(self.locked[p]) <= set(self.hands[p]), f"seat {p}: a locked card is in its owner's hand"
            assert 0 <= self.shields[p] and 0 <= self.deserts[p], "card counts are not negative"
            if ph <= P_PLACE:
                assert not self.hands[p] and not self.committed[p], "no hand during the deal"
                if p == w:
                    assert self.shields[p] == 0 and self.deserts[p] == 0 and not on_piles_s[p] and not on_piles_d[p], (
                        "the wizard plays no cards"
                    )
                else:
                    assert self.shields[p] + on_piles_s[p] == cs.shields, f"seat {p}: {cs.shields} shields"
                    assert self.deserts[p] + on_piles_d[p] <= cs.desertions[n], f"seat {p}: desertions"
            else:
                assert self.shields[p] == 0 and self.deserts[p] == 0, "no shield or desertion in hand after the deal"
                if ph > P_CHAMPION:
                    assert not any(self.piles), "the piles are resolved"
            assert self.points[p] >= 0, "scores are not negative"
        assert not self.hands[w] and not self.committed[w], "the wizard holds no cards"
        if ph == P_PLACE:
            assert self.deck == [] and any(self.shields), "shields are placed after the deal"
        if ph == P_DEAL:
            assert self.deck, "the deal goes on while the deck holds cards"
        if ph in (P_CHAMPION, P_CHOOSE):
            assert self.decider == w, "the wizard decides"
        if ph in (P_SPY, P_MERC, P_COMMANDO, P_FLY):
            assert 0 <= self.decider < n and self.decider != w, "a player decides"
        if ph == P_SPY:
            assert cs.spy_card[self.spy_no + 1] in self.hands[self.decider], "the spy's holder decides"
        if ph == P_MERC:
            assert self.pass_order and self.pass_order[0] == self.decider, "the mercenary pass goes in order"
        if ph == P_COMMANDO:
            assert cs.by_type[cs.merc(COMMANDO)][0] in self.hands[self.decider], "the commando's holder decides"
        if ph == P_FLY:
            assert cs.by_type[cs.merc(FLYING)][0] in self.hands[self.decider], "the flying machine's holder decides"
            assert self.revealed, "the flying machine comes after the reveal"
        if self.revealed:
            assert len(self.strengths) == n, "strengths after the reveal"
        if ph > P_SPY and ph != P_OVER:
            g = cs.merc(GIANT)
            for p in range(n):
                assert sum(1 for c in self.hands[p] + self.committed[p] if cs.type[c] == g) <= 1, (
                    f"seat {p} holds two giants after the spies"
                )
        assert len(self.fought) == self.battle and len(set(self.fought)) == self.battle, "each people fights once"
        if ph == P_OVER:
            assert all(0 <= x < n for x in self.winners_), "winners are seats"


_RESULT_FIELDS = {
    "number": int,
    "people": str,
    "strengths": list,
    "winners": list,
    "points": int,
    "champion": int,
    "wizard_scored": bool,
}


def _results(results: list, players: int, peoples) -> list[dict]:
    """The battles' results of a state dict, checked (``from_dict``): one mapping per battle fought, each
    with its people, one strength per seat (None for the wizard) and seats among the winners."""
    out = []
    for index, result in enumerate(results):
        where = f"results[{index}]"
        if not isinstance(result, dict):
            raise StateFormatError("expected a mapping", where)
        for key, kind in _RESULT_FIELDS.items():
            value = result.get(key)
            if not isinstance(value, kind) or (kind is int and type(value) is bool):
                raise StateFormatError(f"expected {kind.__name__}", f"{where}.{key}")
        if result["people"] not in peoples:
            raise StateFormatError("not a people of the game", f"{where}.people")
        strengths, winners = result["strengths"], result["winners"]
        if len(strengths) != players or any(x is not None and type(x) is not int for x in strengths):
            raise StateFormatError("one strength (or null) per player", f"{where}.strengths")
        if any(type(w) is not int or not 0 <= w < players for w in winners):
            raise StateFormatError("seats of this game", f"{where}.winners")
        out.append(dict(result, strengths=list(strengths), winners=list(winners)))
    return out
