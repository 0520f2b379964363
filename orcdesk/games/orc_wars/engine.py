"""HeroCard Orc Wars rules engine (2-4 players: one orc player against 1-3 elves), pure Python.

Rules: ``/work/shared/rules/orc_wars.md`` (the digest: part B the HeroCard duel, part C Orc Wars, D the data,
E the gaps) and ``orc_wars.fr.txt`` (the rulebook). Every proposed number lives in ``data/orc_wars.yaml``
(see ``data.py``); every [P] reading players could want the other way is an option there.

Seats
    Seat 0 is the orc player; seats 1..3 are the elves, always in this order of roles: the Paladin (seat 1),
    the Ranger (seat 2), the Sorcerer (seat 3). So 2 players = Paladin vs orcs, 4 = all three elves.

Round and turns (C2.6)
    Each round every living elf plays a turn in seat order, then the orc player (option ``first_side: orcs``:
    the orc player first). Turn of an elf: Discard (one card per action, then ``done``) -> Draw (``draw`` one
    card at a time, up to 3, hand 7; ``done`` stops early) -> Clear (``clear P``: the top card of pile P, up to
    3; ``done``) -> Action. At 3-4 players the orc player draws his bonus cards (1 or 2, hand 7) automatically
    when an elf's Draw phase begins ([P]: he would always take them). Turn of the orc player: Discard -> Draw
    -> Clear (each active clan clears the top 3 cards of its pile automatically; the King clears like a hero,
    by choice) -> Squad (scenarios that have it) -> Action phases: ``phase U`` opens the phase of clan U (0..4)
    or of the King (5), one each per turn, each finished (``end``) before the next; ``end`` with no phase open
    ends the turn. A step that offers no choice is skipped. ``remake`` (B17) replaces the Action phase (for the
    orcs: all of them) by discarding the hand and drawing 7.

Action phase (one unit: an elf, a clan, or the King)
    ``move F H``: figure F (0..24 an orc figure slot, 25 the King, 25 + seat an elf) moves to hex H along a
    shortest path, spending that many of its movement points (3; Elven Boots +1; MOVE_EXTRA cards). Moving is
    allowed before or after the attack, not both: the attack ends a move already begun (Ranger, option
    ``ranger_move``: ``split_total_3`` the attack does not end it, ``3_plus_3`` the attack gives 3 fresh
    points). Only the attack splits a move ([P]: Restricted actions such as picking up a treasure do not).
    A clan moves as one step (C8.5): each of its figures may move, and its attack ends the step.
    ``attack C B T``: basic attack card type C (Exclusive, one per unit and turn) by unit B on target T; this
    opens the exchange (an ALTERNATE window): the defender first, then each side in turn plays one card
    (``play C B T`` with T = none) or ``pass``; two passes in a row end it; the attack succeeds iff its total
    is strictly greater than the block (B5). ``play C B T`` outside an exchange plays a Restricted special.
    ``trick K C``: a dirty trick (K = trick, C = clan for Rally). ``pickup/give/take/drop/use``: treasures
    (picking up and dropping are Restricted, giving to and taking from an adjacent elf Exclusive; the elf
    taken from is assumed willing: the elves are one side; the item of a chest is drawn when it is picked up).
    Figures and targets: 0..24 orc figure slots (clan * 5 + base), 25 the King, 26..28 the elves of seats 1..3,
    29..35 the boars, 36 none. A squad acts as ``B`` = any of its figures (the lowest slot is listed).

Squad phase (C6)
    ``activate T`` flips face-down token T (a reveal: no undo), then ``deploy C M`` places its figures, all of
    clan C, mix M (an index into ``MIXES``: brutes, tacticians, shamans); the first on the token's hex, the
    others on the nearest free hexes an orc may enter ([P]: nearest by hex distance, ties in board order).
    Or ``reinforce C Y`` then ``place H`` (an entry hex), once per figure allowed. An elf entering a tile that
    holds tokens stops there while the orc player activates every token of that tile (in the order he picks);
    the move then goes on along its path while it is free, else it stops on the last free hex (E12).

Attacks (C9)
    Targets must be adjacent to the attacker (to any member of an attacking squad). The Sorcerer attacks at
    range 3 with line of sight (trees and walls block, figures do not); a card with ``RANGE n`` reaches n;
    an orc card with ``SHAMAN_RANGE n`` reaches n from a squad with a Shaman. A hit elf takes a wound unless
    already wounded this turn (option ``wound_scope: round``: this round); a full track kills it. A hit squad
    loses the targeted figure (option ``casualty: defender``: the orc player picks among the squad's figures
    adjacent to the attacker; Throw a Grunt: anywhere in the squad) and one more with the Paladin's Cleave
    (adjacent to the Paladin) or the Sorcerer's Arcane Bolt (adjacent to the target) or KILL_EXTRA_ORC cards
    (extra victims: the lowest-numbered eligible figures, [P]). A hit King or boar dies (Blood Oath saves the
    King once). A boar is defended by the squad with the most figures adjacent to it, or has a fixed block.

Game end
    The orc player wins when every elf is dead; the elves win when the scenario's goal is reached: The
    Prisoner(s) the King and all the prisoners dead; Orc Camp the King dead; The Relics the elves hold 3
    treasures at the end of an elf's turn; Bounty Hunter 8/12/15 trophies for 1/2/3 elves (an orc 1, the King
    3); The Great Hunt 5 boars dead. ROUND BOUND: when round ``max_rounds`` (option, default 30) is over and
    neither side has won, the game ends as an **orc win**: the elves set out on a quest and failed it in the
    time given, while the horde only has to hold (the digest's spirit: the elves must reach their goal, the
    orcs win by default). Real play ends far sooner: greedy against greedy, games last 6 to 13 rounds on
    average per scenario, and about 1 in 40 reaches round 30 (The Great Hunt, The Relics).

Choices the engine makes for the players ([P], to keep the decisions few)
    The orc player's bonus draw is taken automatically; the figures of an activated token are placed by
    distance; the extra victims of Cleave, Arcane Bolt and KILL_EXTRA_ORC are the lowest-numbered eligible
    figures; the squad defending a boar is the one with the most figures next to it; CLEAR_TOP any clears the
    pile whose top card costs most. The Trip Wire window opens when an elf starts to move and the orc player
    holds any dirty trick (opening it only for Trip Wire would tell the elves he holds it).
    The Prisoner(s) is a 2-player scenario in the booklet; here it also deals 3-4 players (every elf starts on
    the central tile), so that every scenario plays at every player count.
"""
from __future__ import annotations

from itertools import repeat

from orcdesk.core import hex as hx
from orcdesk.core.codec import ActionCodec, Field, Kind
from orcdesk.core.contract import ALTERNATE, CLOSED, TURN, GameState, StateFormatError, Window
from orcdesk.core.data import game_options
from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars.data import (
    ATTACK_MOD, BASIC_ATTACK, BASIC_DEFENSE, DATA, DEFENSE_MOD, FAST, HERO_ORDER, SPECIAL, TREE, UNDER,
    WALL, board, card_info,
)

__all__ = ["OrcWarsState", "CODEC", "MIXES", "card_info", "ROUND_BOUND_TEXT"]

ROUND_BOUND_TEXT = (
    "A game ends after the last round allowed by the option max_rounds (30 by default). If neither side has "
    "reached its goal by then, the orc player wins: the elves set out on a quest and failed it in the time "
    "given, while the horde only had to hold. Real games end long before (most in 5 to 20 rounds).")
"""The round-bound rule in words, for the rules screen (the module docstring explains why)."""

D = DATA
ORC = 0
N_SLOTS = 25
KING = 25
ELF0 = 26  # target index of the elf of seat 1; seat s -> 25 + s
MV_ELF = 26  # the movement-points slot of the acting elf in ``mv``
BOAR0 = 29
NONE = 36
N_TARGETS = 37
HEX_FIELD = 140
HAND = D.hand_limit
T_NAME, T_ATTR, T_COST, T_TIMING, T_KIND, T_VALUE, T_EFFECTS = (
    D.t_name, D.t_attr, D.t_cost, D.t_timing, D.t_kind, D.t_value, D.t_effects)
CTYPE = D.card_type
CCOST = tuple(T_COST[t] for t in CTYPE)  # per card id: its cost and attribute (inner loops)
CATTR = tuple(T_ATTR[t] for t in CTYPE)
TRICKS = D.tricks
TRICK_INDEX = {t["key"]: i for i, t in enumerate(TRICKS)}
TR_DRUMS, TR_CHEAP, TR_SKULL, TR_TRIP, TR_SNEAK, TR_RALLY, TR_LOOT, TR_OATH = (
    TRICK_INDEX[k] for k in ("war_drums", "cheap_shot", "thick_skull", "trip_wire", "sneak_through", "rally",
                             "loot_the_dead", "blood_oath"))
TREASURES = D.treasures
TE_BOOTS, TE_HORN, TE_DRAUGHT, TE_AMULET, TE_SUN = range(5)
MIXES = tuple((b, t, n - b - t) for n in range(5) for b in range(n + 1) for t in range(n - b + 1))
MIX_INDEX = {m: i for i, m in enumerate(MIXES)}

CODEC = ActionCodec([
    Kind("place", [Field("hex", HEX_FIELD)]),
    Kind("discard", [Field("card", D.n_types)]),
    Kind("draw", undo=False),
    Kind("clear", [Field("pile", 3, ("B", "M", "X"))]),
    Kind("done"),
    Kind("remake", undo=False),
    Kind("activate", [Field("token", len(D.token_values))], undo=False),
    Kind("deploy", [Field("clan", 5), Field("mix", len(MIXES))]),
    Kind("reinforce", [Field("clan", 5), Field("type", 3, ("brute", "tactician", "shaman"))]),
    Kind("phase", [Field("unit", 6)]),
    Kind("move", [Field("fig", 29), Field("hex", HEX_FIELD)]),
    Kind("attack", [Field("card", D.n_types), Field("by", 29), Field("target", N_TARGETS)]),
    Kind("play", [Field("card", D.n_types), Field("by", 29), Field("target", N_TARGETS)], undo=False),
    Kind("pass"),
    Kind("casualty", [Field("fig", N_SLOTS)]),
    Kind("trick", [Field("trick", len(TRICKS)), Field("clan", 5)], undo=False),
    Kind("pickup", [Field("treasure", 5)], undo=False),
    Kind("give", [Field("treasure", 5), Field("to", 4)]),
    Kind("take", [Field("treasure", 5)]),
    Kind("drop", [Field("treasure", 5)]),
    Kind("use", [Field("treasure", 5), Field("target", N_TARGETS)]),
    Kind("end"),
])
_B = {k.name: CODEC._by_name[k.name][0] for k in CODEC.kinds}
A_DRAW, A_DONE, A_REMAKE, A_PASS, A_END = _B["draw"], _B["done"], _B["remake"], _B["pass"], _B["end"]


_SIZES = {k.name: tuple(f.size for f in k.fields) for k in CODEC.kinds}


def enc(kind: str, **f) -> int:
    """Encode an action from named fields (fast path of CODEC.encode for the engine's inner loops)."""
    base = _B[kind]
    code = 0
    for name, size in zip(_FIELD_NAMES[kind], _SIZES[kind]):
        code = code * size + f[name]
    return base + code


_FIELD_NAMES = {k.name: tuple(f.name for f in k.fields) for k in CODEC.kinds}


# Steps.
(S_SETUP_KING, S_SETUP_ELF, S_DISCARD, S_DRAW, S_CLEAR, S_SQUAD, S_DEPLOY, S_REINF, S_REINF_HEX, S_PHASES,
 S_ACTION, S_EXCHANGE, S_CASUALTY, S_ACTIVATE, S_TRIP, S_OVER) = range(16)
STEP_NAMES = ("setup_king", "setup_elf", "discard", "draw", "clear", "squad", "deploy", "reinforce",
              "reinforce_hex", "phases", "action", "exchange", "casualty", "activate", "trip_wire", "over")
STEP_WORDS = {
    "setup_king": "place the Orc King on an entry hex",
    "setup_elf": "place your elf on a starting hex",
    "discard": "discard cards, then done",
    "draw": "draw up to 3 cards (hand 7), or done",
    "clear": "clear up to 3 cards from the tops of your piles, or done",
    "squad": "activate a squad token, or reinforce, or done",
    "deploy": "choose the clan and the figures of the activated token",
    "reinforce": "choose the clan and type of a reinforcement, or done",
    "reinforce_hex": "place the reinforcement on a free entry hex",
    "phases": "open the action phase of a clan or of the King, or end the turn",
    "action": "move, attack, play cards, handle treasures, or end the phase",
    "exchange": "play one card or pass (two passes in a row end the attack)",
    "casualty": "choose which orc of the squad dies",
    "activate": "activate the squad tokens of the tile the elf entered",
    "trip_wire": "play Trip Wire on the elf starting to move, or pass",
}

# State fields: name -> kind ("i" int, "b" bool, "l" list of ints, "L" list of lists of ints).
FIELDS = {
    "n_elves": "i", "step": "i", "decider": "i", "round": "i", "turn_idx": "i", "cur": "i", "unit": "i",
    "mv_state": "i", "excl_left": "i", "acted": "b", "attacked": "b", "drawn": "i", "cleared": "i",
    "phases_done": "i", "sq_act": "b", "sq_reinf": "b", "sq_drums": "b", "reinf_left": "i", "reinf_clan": "i",
    "reinf_type": "i", "sneak": "b", "king_hex": "i", "king_alive": "b", "held": "b", "trophies": "i",
    "over_": "b", "limit_hit": "b", "act_tile": "i", "act_token": "i", "act_forced": "b",
    "pend_elf": "i", "pend_dest": "i",
    "x_att_seat": "i", "x_def_seat": "i", "x_by": "i", "x_target": "i", "x_def_unit": "i", "x_card": "i",
    "x_attack": "i", "x_block": "i", "x_defmods": "i", "x_no_basic": "i", "x_passes": "i", "x_prio": "i",
    "x_choose": "b", "x_oath": "b", "x_extra": "i", "x_ranged": "b", "x_thex": "i", "x_squad": "l",
    "pend_path": "l",
    "elf_hex": "l", "wounds": "l", "alive": "l", "hurt": "l", "fig_hex": "l", "fig_type": "l", "mv": "l",
    "tok_hex": "l", "tok_val": "l", "tok_state": "l", "tre_hex": "l", "tre_holder": "l", "tre_item": "l",
    "tre_spent": "l", "tre_pool": "l", "boar_hex": "l", "tricks": "l", "trick_pool": "l", "tricks_used": "l",
    "x_log": "L", "cas_options": "l", "winners_": "l", "order": "l", "kills": "l",
    "hands": "L", "decks": "L", "discards": "L", "piles": "L", "cpiles": "L",
}
_SCALARS = [k for k, v in FIELDS.items() if v in "ib"]
_LISTS = [k for k, v in FIELDS.items() if v == "l"]
_NESTED = [k for k, v in FIELDS.items() if v == "L"]

_OPTION_CACHE: dict = {}


def _options(given: dict | None) -> dict:
    key = tuple(sorted((given or {}).items()))
    hit = _OPTION_CACHE.get(key)
    if hit is None:
        hit = _OPTION_CACHE[key] = game_options(D.options, given)
    return dict(hit)


_DECK_SETS = {name: frozenset(cards) for name, cards in D.deck_cards.items()}
_SEAT_DECK = ["orc"] + [D.heroes[h]["deck"] for h in HERO_ORDER]
_PRISON_CLAN = {name: (sc["prisoners"]["clan"] if sc["prisoners"] else -1) for name, sc in D.scenarios.items()}


def _fast_shuffle(seed: int, items: list) -> None:
    """Shuffle for ``determinize`` only (search calls it at every iteration: speed matters, cross-platform
    replay does not): sort by a C-level hash of (seed, item)."""
    items[:] = [c for _, c in sorted(zip(map(hash, zip(repeat(seed), items)), items))]


_DIST_CACHE: dict = {}
_SIGHT_CACHE: dict = {}


def _dist_matrix(scenario: str) -> list:
    """Hex distances between every two hexes of a scenario's board (computed once)."""
    m = _DIST_CACHE.get(scenario)
    if m is None:
        hexes = board(scenario).hexes
        m = _DIST_CACHE[scenario] = [[hx.distance(a, c) for c in hexes] for a in hexes]
    return m


def _insort(lst: list, x: int) -> None:
    i = len(lst)
    while i and lst[i - 1] > x:
        i -= 1
    lst.insert(i, x)


class OrcWarsState(GameState):
    GAME_ID = "orc_wars"
    FORMAT_VERSION = 1
    CODEC = CODEC

    # ================================================================== creation
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> "OrcWarsState":
        if players not in (2, 3, 4):
            raise ValueError("HeroCard Orc Wars is for 2 to 4 players")
        s = cls.__new__(cls)
        s.players = players
        s.rng = Rng(seed)
        s.options = _options(options)
        s._init_fields()
        s._setup()
        return s

    def _init_fields(self) -> None:
        n = self.players
        for k in _SCALARS:
            setattr(self, k, 0)
        self.n_elves = n - 1
        self.elf_hex = [-1] * 4
        self.wounds = [0] * 4
        self.alive = [0] + [1 if s < n else 0 for s in range(1, 4)]
        self.hurt = [0] * 4
        self.fig_hex = [-1] * N_SLOTS
        self.fig_type = [-1] * N_SLOTS
        self.mv = [0] * 27
        nt = len(D.token_values)
        self.tok_hex, self.tok_val, self.tok_state = [-1] * nt, [0] * nt, [0] * nt
        self.tre_hex, self.tre_holder, self.tre_item, self.tre_spent = [-1] * 5, [-1] * 5, [-1] * 5, [0] * 5
        self.tre_pool = []
        self.boar_hex = [-1] * 7
        self.tricks, self.trick_pool, self.tricks_used = [], [], []
        self.x_log, self.cas_options, self.winners_, self.kills = [], [], [], [0, 0, 0, 0]
        self.hands, self.decks, self.discards = [[] for _ in range(n)], [[] for _ in range(n)], [[] for _ in range(n)]
        self.piles = [[] for _ in range(12)]  # seat * 3 + attr; seat 0 = the King's piles
        self.cpiles = [[] for _ in range(5)]
        self.king_hex = -1
        self.unit = -1
        self.act_tile = self.act_token = self.pend_elf = self.pend_dest = -1
        self.x_by = self.x_target = self.x_def_unit = self.x_card = self.x_no_basic = self.x_thex = -1
        self.x_squad, self.pend_path = [], []
        self.round = 1
        elves = list(range(1, n))
        self.order = elves + [ORC] if self.options["first_side"] == "elves" else [ORC] + elves

    @property
    def scen(self) -> dict:
        return D.scenarios[self.options["scenario"]]

    @property
    def board(self):
        return board(self.options["scenario"])

    def _setup(self) -> None:
        sc, b, rng = self.scen, self.board, self.rng
        for seat in range(self.players):
            deck = list(D.deck_cards["orc" if seat == ORC else D.heroes[HERO_ORDER[seat - 1]]["deck"]])
            rng.shuffle(deck)
            self.decks[seat] = deck
            self.hands[seat] = sorted(deck.pop() for _ in range(HAND))
        occupied = set()
        p = sc["prisoners"]
        if p:
            clan = p["clan"]
            for i, (h, t) in enumerate(zip(p["hexes"], p["types"])):
                idx = b.index[hx.add(b.centres[0], h)]
                self.fig_hex[clan * 5 + i], self.fig_type[clan * 5 + i] = idx, t
                occupied.add(idx)
            self.held = True
        if sc["boars"]:
            for i, c in enumerate(b.centres[:7]):
                self.boar_hex[i] = b.index[c]
                occupied.add(b.index[c])
        if sc["king"] != "none":
            self.king_alive = True
            if sc["king"] == "centre":
                self.king_hex = b.index[b.centres[0]]
                occupied.add(self.king_hex)
        values = list(D.token_values)
        rng.shuffle(values)
        self.tok_val = values
        tok = 0
        for pos in sorted(sc["tokens"]):
            cells = [i for i in range(len(b.hexes)) if b.tile_of[i] == pos and b.terrain[i] not in (TREE, WALL, UNDER)
                     and i not in occupied]
            rng.shuffle(cells)
            for i in cells[:sc["tokens"][pos]]:
                self.tok_hex[tok], self.tok_state[tok] = i, 1
                occupied.add(i)
                tok += 1
        t = 0
        for pos in sorted(sc["treasures"]):
            cells = [i for i in range(len(b.hexes)) if b.tile_of[i] == pos and i not in b.blocks and i not in occupied]
            rng.shuffle(cells)
            for i in cells[:sc["treasures"][pos]]:
                self.tre_hex[t] = i
                t += 1
        self.tre_pool = list(range(5))
        if sc["dirty_tricks"]:
            k = D.tricks_by_level[self.options["dirty_tricks"]]
            pool = list(range(len(TRICKS)))
            rng.shuffle(pool)
            self.tricks, self.trick_pool = sorted(pool[:k]), sorted(pool[k:])
        if sc["king"] == "entry":
            self.step, self.decider = S_SETUP_KING, ORC
        else:
            self.step, self.decider = S_SETUP_ELF, 1

    # ================================================================== board helpers
    def _occupied(self) -> set:
        occ = {h for h in self.fig_hex if h >= 0}
        if self.king_alive and self.king_hex >= 0:
            occ.add(self.king_hex)
        for s in range(1, self.players):
            if self.alive[s] and self.elf_hex[s] >= 0:
                occ.add(self.elf_hex[s])
        for h, st in zip(self.tok_hex, self.tok_state):
            if st == 1:
                occ.add(h)
        occ.update(h for h in self.boar_hex if h >= 0)
        return occ

    def _reach(self, start: int, steps: int, orc: bool, under_ok: bool = False, parents: dict | None = None,
               occ: set | None = None) -> dict:
        """Hexes reachable from ``start`` in at most ``steps`` steps (hex -> steps), start included: a
        breadth-first search over the board's neighbour table (the same rule as ``hex.reachable``), never into
        trees, walls, figures, tokens or boars; orcs not into underbrush unless ``under_ok``. ``parents``, if
        given, receives each hex's predecessor (for paths)."""
        b = self.board
        if occ is None:
            occ = self._occupied()
        blocks, terrain, neigh = b.blocks, b.terrain, b.neigh
        no_under = orc and not under_ok
        dist = {start: 0}
        frontier = [start]
        d = 0
        while frontier and d < steps:
            d += 1
            nxt = []
            for h in frontier:
                for n in neigh[h]:
                    if n in dist or n in blocks or n in occ or (no_under and terrain[n] == UNDER):
                        continue
                    dist[n] = d
                    if parents is not None:
                        parents[n] = h
                    nxt.append(n)
            frontier = nxt
        return dist

    def _path(self, start: int, goal: int, orc: bool, under_ok: bool, steps: int) -> list:
        """A shortest path (hexes entered, goal included) from ``start`` to ``goal`` within ``steps``; [] if
        none."""
        parents: dict = {}
        dist = self._reach(start, steps, orc, under_ok, parents)
        if goal not in dist or goal == start:
            return []
        out = [goal]
        while parents[out[-1]] != start:
            out.append(parents[out[-1]])
        out.reverse()
        return out

    def _dist(self, a: int, b_: int) -> int:
        return _dist_matrix(self.options["scenario"])[a][b_]

    def _sight(self, a: int, b_: int) -> bool:
        """Line of sight between two board hexes: trees and walls on the straight line block, figures do not
        (``hex.line_of_sight``; cached per board, terrain never changes)."""
        scen = self.options["scenario"]
        cache = _SIGHT_CACHE.setdefault(scen, {})
        key = (a, b_) if a < b_ else (b_, a)
        hit = cache.get(key)
        if hit is None:
            b = self.board
            index, blocks = b.index, b.blocks
            hit = cache[key] = hx.line_of_sight(b.hexes[a], b.hexes[b_], lambda h: index.get(h, -1) in blocks)
        return hit

    def _squad(self, slot: int) -> list:
        """The slots of the squad of figure ``slot`` (same clan, connected by adjacency)."""
        clan = slot // 5
        fh = self.fig_hex
        members = {fh[s]: s for s in range(clan * 5, clan * 5 + 5) if fh[s] >= 0}
        neigh = self.board.neigh
        seen = {fh[slot]}
        todo = [fh[slot]]
        while todo:
            h = todo.pop()
            for n in neigh[h]:
                if n in members and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return sorted(members[h] for h in seen)

    def _squads(self, clan: int) -> list:
        out, seen = [], set()
        for s in range(clan * 5, clan * 5 + 5):
            if self.fig_hex[s] >= 0 and s not in seen:
                sq = self._squad(s)
                seen.update(sq)
                out.append(sq)
        return out

    def _clan_active(self, clan: int) -> bool:
        if self.held and clan == _PRISON_CLAN[self.options["scenario"]]:
            return False
        fh = self.fig_hex
        base = clan * 5
        return fh[base] >= 0 or fh[base + 1] >= 0 or fh[base + 2] >= 0 or fh[base + 3] >= 0 or fh[base + 4] >= 0

    def _imprisoned(self, slot: int) -> bool:
        return bool(self.held) and slot // 5 == self.scen["prisoners"]["clan"]

    def _figure_counts(self) -> list:
        counts = [0, 0, 0]
        for t, h in zip(self.fig_type, self.fig_hex):
            if h >= 0:
                counts[t] += 1
        return counts

    def _target_hex(self, t: int) -> int:
        if t < N_SLOTS:
            return self.fig_hex[t]
        if t == KING:
            return self.king_hex if self.king_alive else -1
        if t < BOAR0:
            s = t - 25
            return self.elf_hex[s] if s < self.players and self.alive[s] else -1
        if t < NONE:
            return self.boar_hex[t - BOAR0]
        return -1

    def _unit_hexes(self, by: int) -> list:
        if by < N_SLOTS:
            return [self.fig_hex[s] for s in self._squad(by)]
        if by == KING:
            return [self.king_hex]
        return [self.elf_hex[by - 25]]

    # ================================================================== cards and piles
    def _hand_of(self, by: int) -> list:
        return self.hands[ORC] if by <= KING else self.hands[by - 25]

    def _spent(self, by: int, attr: int) -> tuple[int, int]:
        """(points spent, value) of attribute ``attr`` for unit ``by`` (squad rep slot, KING, or elf index)."""
        if by < N_SLOTS:
            sq = self._squad(by)
            value = D.figure_value * sum(1 for s in sq if self.fig_type[s] == attr)
            spent = sum(CCOST[c] for c in self.cpiles[by // 5] if CATTR[c] == attr)
            return spent, value
        if by == KING:
            return sum(CCOST[c] for c in self.piles[attr]), D.king["attrs"][attr]
        seat = by - 25
        pile = self.piles[seat * 3 + attr]
        return sum(CCOST[c] for c in pile), D.heroes[HERO_ORDER[seat - 1]]["attrs"][attr]

    def _affordable(self, by: int, t: int) -> bool:
        spent, value = self._spent(by, T_ATTR[t])
        return spent + T_COST[t] <= value

    def _types_in_hand(self, hand: list, kinds) -> list:
        out, seen = [], set()
        for c in hand:
            t = CTYPE[c]
            if t not in seen and T_KIND[t] in kinds:
                seen.add(t)
                out.append(t)
        return out

    def _take_card(self, hand: list, t: int) -> int:
        for i, c in enumerate(hand):
            if CTYPE[c] == t:
                return hand.pop(i)
        raise AssertionError(f"no card of type {t} in hand")

    def _put_on_pile(self, by: int, card: int) -> None:
        if by < N_SLOTS:
            self.cpiles[by // 5].append(card)
        elif by == KING:
            self.piles[T_ATTR[CTYPE[card]]].append(card)
        else:
            seat = by - 25
            self.piles[seat * 3 + T_ATTR[CTYPE[card]]].append(card)

    def _draw(self, seat: int, ev: list) -> bool:
        deck = self.decks[seat]
        if not deck:
            if not self.discards[seat]:
                return False
            deck.extend(self.discards[seat])
            self.discards[seat] = []
            self.rng.shuffle(deck)
            ev.append({"type": "reshuffle", "seat": seat, "count": len(deck), "barrier": True})
        c = deck.pop()
        _insort(self.hands[seat], c)
        ev.append({"type": "draw", "seat": seat, "card": CTYPE[c], "private": {"card": [seat]}, "barrier": True})
        return True

    def _can_draw(self, seat: int) -> bool:
        return len(self.hands[seat]) < HAND and bool(self.decks[seat] or self.discards[seat])

    def _clear_top(self, pile: list, seat: int, ev: list, where: str) -> None:
        c = pile.pop()
        self.discards[seat].append(c)
        ev.append({"type": "clear", "seat": seat, "pile": where, "card": CTYPE[c]})

    # ================================================================== flow
    def _elf_index(self, seat: int) -> int:
        return 25 + seat

    def _start_turn(self, ev: list) -> None:
        """Begin the turn of ``order[turn_idx]`` (skipping dead elves)."""
        while True:
            seat = self.order[self.turn_idx]
            if seat == ORC or self.alive[seat]:
                break
            self._advance_idx(ev)
            if self.over_:
                return
        self.cur = seat
        if self.options["wound_scope"] == "turn":
            self.hurt = [0, 0, 0, 0]
        self.phases_done = 0
        self.sq_act = self.sq_reinf = self.sq_drums = False
        self.unit = -1
        ev.append({"type": "turn", "seat": seat, "round": self.round})
        self._enter(S_DISCARD, ev)

    def _advance_idx(self, ev: list) -> None:
        self.turn_idx += 1
        if self.turn_idx >= len(self.order):
            self.turn_idx = 0
            self.round += 1
            if self.options["wound_scope"] == "round":
                self.hurt = [0, 0, 0, 0]
            if self.round > self.options["max_rounds"]:
                self.limit_hit = True
                ev.append({"type": "round_limit", "rounds": self.options["max_rounds"]})
                self._game_over([ORC], ev, "round_limit")

    def _end_turn(self, ev: list) -> None:
        seat = self.cur
        ev.append({"type": "end_turn", "seat": seat})
        if seat != ORC and self.scen["goal"]["kind"] == "relics":
            self._check_goal(ev, end_of_elf_turn=True)
            if self.over_:
                return
        self._advance_idx(ev)
        if not self.over_:
            self._start_turn(ev)

    def _enter(self, step: int, ev: list) -> None:
        """Enter ``step`` of the current player's turn, skipping steps that offer no choice."""
        seat = self.cur
        self.decider = seat
        if step == S_DISCARD:
            if self.hands[seat]:
                self.step = S_DISCARD
                return
            step = S_DRAW
        if step == S_DRAW:
            self.drawn = 0
            if seat != ORC and self.scen["bonus_draw"]:
                bonus = D.bonus_draw[self.n_elves]
                got = 0
                while got < bonus and self._can_draw(ORC):
                    self._draw(ORC, ev)
                    got += 1
                if got:
                    ev.append({"type": "bonus_draw", "seat": ORC, "count": got})
            if self._can_draw(seat):
                self.step = S_DRAW
                return
            step = S_CLEAR
        if step == S_CLEAR:
            self.cleared = 0
            if seat == ORC:
                for c in range(5):
                    if self._clan_active(c):
                        pile = self.cpiles[c]
                        for _ in range(min(D.clear_per_turn, len(pile))):
                            self._clear_top(pile, ORC, ev, D.clans[c])
                if self._clear_piles():
                    self.step = S_CLEAR
                    return
                step = S_SQUAD
            else:
                if self._clear_piles():
                    self.step = S_CLEAR
                    return
                self._begin_action(seat, ev)
                return
        if step == S_SQUAD:
            if self.scen["squad_phase"] and self._squad_choices():
                self.step = S_SQUAD
                return
            step = S_PHASES
        if step == S_PHASES:
            self.step = S_PHASES
            self.unit = -1
            if not self._phase_choices() and not self._can_remake():
                self._end_turn(ev)
            return
        raise AssertionError(f"cannot enter step {step}")

    def _clear_piles(self) -> list:
        seat = self.cur
        if seat == ORC:
            if not (self.king_alive and self.king_hex >= 0):
                return []
            base = 0
        else:
            base = seat * 3
        if self.cleared >= D.clear_per_turn:
            return []
        return [a for a in range(3) if self.piles[base + a]]

    def _begin_action(self, seat: int, ev: list) -> None:
        """Open the elf's Action phase."""
        self.step = S_ACTION
        self.decider = seat
        self.unit = 25 + seat
        self._reset_phase()
        self.mv[MV_ELF] = self._base_move(seat)

    def _base_move(self, seat: int) -> int:
        boots = any(self.tre_holder[i] == seat and self.tre_item[i] == TE_BOOTS for i in range(5))
        return D.move + (TREASURES[TE_BOOTS]["amount"] if boots else 0)

    def _reset_phase(self) -> None:
        self.mv = [0] * 27
        self.mv_state = 0
        self.excl_left = 1
        self.acted = self.attacked = self.sneak = False

    def _open_orc_phase(self, u: int, ev: list) -> None:
        self._reset_phase()
        self.unit = u
        self.step = S_ACTION
        self.decider = ORC
        if u == 5:
            self.mv[KING] = D.move
        else:
            for s in range(u * 5, u * 5 + 5):
                if self.fig_hex[s] >= 0:
                    self.mv[s] = D.move
        self.phases_done |= 1 << u
        ev.append({"type": "phase", "seat": ORC, "unit": "king" if u == 5 else D.clans[u]})

    def _phase_choices(self) -> list:
        out = [c for c in range(5) if not self.phases_done >> c & 1 and self._clan_active(c)]
        if not self.phases_done >> 5 & 1 and self.king_alive and self.king_hex >= 0:
            out.append(5)
        return out

    def _can_remake(self) -> bool:
        seat = self.cur
        if seat == ORC:
            return self.step == S_PHASES and self.phases_done == 0 and self.unit == -1
        return self.step == S_ACTION and not self.acted and self.mv_state == 0

    def _end_phase(self, ev: list) -> None:
        if self.cur == ORC:
            self.unit = -1
            self.step = S_PHASES
            self.decider = ORC
            if not self._phase_choices():
                self._end_turn(ev)
        else:
            self._end_turn(ev)

    def _game_over(self, winners: list, ev: list, why: str) -> None:
        if self.over_:
            return
        self.over_ = True
        self.step = S_OVER
        self.decider = -1
        self.winners_ = sorted(winners)
        ev.append({"type": "game_over", "winners": self.winners_, "why": why})

    def _elves_win(self, ev: list, why: str) -> None:
        self._game_over(list(range(1, self.players)), ev, why)

    def _check_goal(self, ev: list, end_of_elf_turn: bool = False) -> None:
        if self.over_:
            return
        if not any(self.alive[s] for s in range(1, self.players)):
            self._game_over([ORC], ev, "elves_dead")
            return
        g = self.scen["goal"]
        kind = g["kind"]
        if kind == "king_and_prisoners":
            clan = self.scen["prisoners"]["clan"]
            if not self.king_alive and not any(self.fig_hex[s] >= 0 for s in range(clan * 5, clan * 5 + 5)):
                self._elves_win(ev, "king_and_prisoners_dead")
        elif kind == "kill_king":
            if not self.king_alive:
                self._elves_win(ev, "king_dead")
        elif kind == "relics":
            if end_of_elf_turn and self._relics_held() >= g["count"]:
                self._elves_win(ev, "relics")
        elif kind == "trophies":
            if self.trophies >= g["needed"][self.n_elves]:
                self._elves_win(ev, "trophies")
        elif kind == "boars":
            if sum(1 for h in self.boar_hex if h < 0) >= g["count"]:
                self._elves_win(ev, "boars")

    def _relics_held(self) -> int:
        return sum(1 for i in range(5) if self.tre_holder[i] > 0 and self.alive[self.tre_holder[i]])

    # ================================================================== squad phase
    def _squad_choices(self) -> bool:
        return bool(self._activate_choices() or self._reinforce_choices() or TR_DRUMS in self.tricks)

    def _activate_choices(self) -> list:
        if self.sq_act:
            return []
        return [t for t in range(len(self.tok_state)) if self.tok_state[t] == 1]

    def _reinforce_limit(self) -> int:
        if self.options["dirty_tricks"] == "true_orc" and self.scen["dirty_tricks"]:
            n = sum(1 for s in range(1, self.players) if self.alive[s])
        else:
            n = D.reinforcements[self.n_elves]
        lim = self.scen["reinforce_limit"]
        return min(n, lim) if lim is not None else n

    def _reinforce_choices(self) -> list:
        """(clan, type) pairs that may be reinforced now (and a free entry hex exists)."""
        if self.step == S_SQUAD and self.sq_reinf:
            return []
        if not self._entry_hexes_for_orcs():
            return []
        supply = self._supply()
        out = []
        for c in range(5):
            if not self._clan_active(c):
                continue
            if sum(1 for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] >= 0) >= D.bases_per_clan:
                continue
            for t in range(3):
                if supply[t] > 0:
                    out.append((c, t))
        return out

    def _supply(self) -> list:
        counts = self._figure_counts()
        return [D.figure_supply[t] - counts[t] for t in range(3)]

    def _entry_hexes_for_orcs(self) -> list:
        b = self.board
        occ = self._occupied()
        return [i for i in b.entries if i not in occ and b.terrain[i] != UNDER]

    def _after_squad_action(self, ev: list) -> None:
        """Back to the Squad phase if War Drums leaves the other option, else on to the Action phases."""
        if self.sq_drums and not (self.sq_act and self.sq_reinf):
            if (not self.sq_act and self._activate_choices()) or (not self.sq_reinf and self._reinforce_choices()):
                self.step, self.decider = S_SQUAD, ORC
                return
        self._enter(S_PHASES, ev)

    def _deploy_choices(self, tok: int) -> list:
        """Legal (clan, mix) for the token being deployed."""
        v = self.tok_val[tok]
        supply = self._supply()
        total = sum(supply)
        out = []
        for c in range(5):
            if self.held and c == self.scen["prisoners"]["clan"]:
                continue
            free = D.bases_per_clan - sum(1 for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] >= 0)
            n = min(v, free, total)
            if n <= 0:
                continue
            for i, m in enumerate(MIXES):
                if sum(m) == n and all(m[t] <= supply[t] for t in range(3)):
                    out.append((c, i))
        return out

    def _deploy(self, tok: int, clan: int, mix: int, ev: list) -> None:
        b = self.board
        start = self.tok_hex[tok]
        self.tok_state[tok] = 2
        types = [t for t in range(3) for _ in range(MIXES[mix][t])]
        occ = self._occupied()
        cells = [start]
        if len(types) > 1:
            sh = b.hexes[start]
            cand = [i for i in range(len(b.hexes)) if i != start and i not in occ and i not in b.blocks
                     and b.terrain[i] != UNDER]
            cand.sort(key=lambda i: (hx.distance(sh, b.hexes[i]), i))
            cells += cand[:len(types) - 1]
        placed = []
        slots = [s for s in range(clan * 5, clan * 5 + 5) if self.fig_hex[s] < 0]
        for t, h, s in zip(types, cells, slots):
            self.fig_hex[s], self.fig_type[s] = h, t
            placed.append([s, t, h])
        ev.append({"type": "deploy", "token": tok, "value": self.tok_val[tok], "clan": D.clans[clan],
                   "figures": placed})

    # ================================================================== legal actions
    def to_act(self) -> tuple[int, ...]:
        if self.over_:
            return ()
        return (self.decider,)

    def window(self) -> Window:
        if self.over_:
            return CLOSED
        return Window(ALTERNATE if self.step == S_EXCHANGE else TURN, (self.decider,))

    def legal_actions(self, seat: int | None = None) -> list:
        if self.over_:
            return []
        if seat is None:
            seat = self.decider
        if seat != self.decider:
            return []
        cache = self.__dict__.get("_legal")
        if cache is None:
            cache = self._legal = self._legal_actions(seat)
        return list(cache)

    def _legal_actions(self, seat: int) -> list:
        step = self.step
        if step == S_SETUP_KING or step == S_SETUP_ELF:
            return [enc("place", hex=h) for h in self._setup_hexes()]
        if step == S_DISCARD:
            return [enc("discard", card=t) for t in sorted(self._types_in_hand(self.hands[seat], range(5)))] + [A_DONE]
        if step == S_DRAW:
            return [A_DRAW, A_DONE]
        if step == S_CLEAR:
            return [enc("clear", pile=a) for a in self._clear_piles()] + [A_DONE]
        if step == S_SQUAD:
            out = [enc("activate", token=t) for t in self._activate_choices()]
            if self._reinforce_choices() and self._reinforce_limit() > 0:
                out += [enc("reinforce", clan=c, type=t) for c, t in self._reinforce_choices()]
            if TR_DRUMS in self.tricks and not self.sq_drums and not self.sq_act and not self.sq_reinf:
                out.append(enc("trick", trick=TR_DRUMS, clan=0))
            return sorted(out) + [A_DONE]
        if step == S_DEPLOY:
            return [enc("deploy", clan=c, mix=m) for c, m in self._deploy_choices(self.act_token)]
        if step == S_REINF:
            return sorted(enc("reinforce", clan=c, type=t) for c, t in self._reinforce_choices()) + [A_DONE]
        if step == S_REINF_HEX:
            return [enc("place", hex=h) for h in self._entry_hexes_for_orcs()]
        if step == S_PHASES:
            out = [enc("phase", unit=u) for u in self._phase_choices()]
            if self._can_remake():
                out.append(A_REMAKE)
            return sorted(out) + [A_END]
        if step == S_ACTION:
            return sorted(self._action_moves())
        if step == S_EXCHANGE:
            return sorted(self._exchange_moves()) + [A_PASS]
        if step == S_CASUALTY:
            return [enc("casualty", fig=s) for s in self.cas_options]
        if step == S_ACTIVATE:
            return [enc("activate", token=t) for t in self._tile_tokens(self.act_tile)]
        if step == S_TRIP:
            out = [A_PASS]
            if TR_TRIP in self.tricks:
                out.append(enc("trick", trick=TR_TRIP, clan=0))
            return sorted(out)
        return []

    def _setup_hexes(self) -> list:
        b = self.board
        occ = self._occupied()
        if self.step == S_SETUP_KING:
            under = self.options["king_underbrush"]
            return [i for i in b.entries if i not in occ and (under or b.terrain[i] != UNDER)]
        sc = self.scen
        pos = set(sc["elves_positions"])
        cells = b.entries if sc["elves_entry_only"] else range(len(b.hexes))
        out = [i for i in cells if b.tile_of[i] in pos and i not in occ and i not in b.blocks]
        if not out:  # every start hex taken: any free entry hex
            out = [i for i in b.entries if i not in occ]
        return out

    def _tile_tokens(self, tile: int) -> list:
        b = self.board
        return [t for t in range(len(self.tok_state)) if self.tok_state[t] == 1 and b.tile_of[self.tok_hex[t]] == tile]

    def _under_ok(self, fig: int) -> bool:
        if fig == KING:
            return bool(self.options["king_underbrush"]) or bool(self.sneak)
        return bool(self.sneak)

    def _action_moves(self) -> list:
        seat = self.cur
        out = [A_END]
        if self._can_remake():
            out.append(A_REMAKE)
        if seat == ORC:
            u = self.unit
            figs = [KING] if u == 5 else [s for s in range(u * 5, u * 5 + 5) if self.fig_hex[s] >= 0]
            if self.mv_state != 2:
                occ = self._occupied()
                for f in figs:
                    if self.mv[f] > 0:
                        start = self.king_hex if f == KING else self.fig_hex[f]
                        base = _B["move"] + f * HEX_FIELD
                        out += [base + h for h in self._reach(start, self.mv[f], True, self._under_ok(f), None, occ)
                                if h != start]
            units = [KING] if u == 5 else [sq[0] for sq in self._squads(u)]
            hand = self.hands[ORC]
            if self.excl_left > 0:
                for t in self._types_in_hand(hand, (BASIC_ATTACK,)):
                    for by in units:
                        if not self._affordable(by, t):
                            continue
                        for tg in self._orc_targets(by, t):
                            out.append(enc("attack", card=t, by=by, target=tg))
            for t in self._types_in_hand(hand, (SPECIAL,)):
                for by in units:
                    if self._affordable(by, t) and self._special_useful(t, by):
                        out.append(enc("play", card=t, by=by, target=NONE))
            for k in self.tricks:
                if k == TR_SNEAK and u != 5 and not self.sneak:
                    out.append(enc("trick", trick=k, clan=0))
                elif k == TR_RALLY:
                    out += [enc("trick", trick=k, clan=c) for c in range(5) if self.cpiles[c]]
                elif k == TR_LOOT and self._can_draw(ORC):
                    out.append(enc("trick", trick=k, clan=0))
            return out
        # An elf.
        me = self.elf_hex[seat]
        me_unit = 25 + seat
        if self.mv_state != 2 and self.mv[MV_ELF] > 0:
            base = _B["move"] + me_unit * HEX_FIELD
            out += [base + h for h in self._reach(me, self.mv[MV_ELF], False) if h != me]
        hand = self.hands[seat]
        if self.excl_left > 0:
            cands = None
            for t in self._types_in_hand(hand, (BASIC_ATTACK,)):
                if self._affordable(me_unit, t):
                    if cands is None:
                        cands = self._elf_candidates(seat)
                    for tg in self._elf_targets(seat, t, cands):
                        out.append(enc("attack", card=t, by=me_unit, target=tg))
        for t in self._types_in_hand(hand, (SPECIAL,)):
            if not self._affordable(me_unit, t):
                continue
            if any(e[0] == "HEAL_WOUND" for e in T_EFFECTS[t]):
                for tg in self._heal_targets(seat):
                    out.append(enc("play", card=t, by=me_unit, target=tg))
            elif self._special_useful(t, me_unit):
                out.append(enc("play", card=t, by=me_unit, target=NONE))
        # Treasures.
        for i in range(5):
            if self.tre_hex[i] == me and self.tre_holder[i] < 0:
                out.append(enc("pickup", treasure=i))
            if self.tre_holder[i] == seat:
                out.append(enc("drop", treasure=i))
                if self.excl_left > 0:
                    for o in self._adjacent_elves(seat):
                        out.append(enc("give", treasure=i, to=o))
                item = self.tre_item[i]
                if not self.tre_spent[i]:
                    if item == TE_HORN:
                        out.append(enc("use", treasure=i, target=NONE))
                    elif item == TE_DRAUGHT and self.wounds[seat] > 0:
                        out.append(enc("use", treasure=i, target=NONE))
                    elif item == TE_SUN:
                        for s in range(N_SLOTS):
                            h = self.fig_hex[s]
                            if h >= 0 and not self._imprisoned(s) and self._dist(h, me) == 1:
                                out.append(enc("use", treasure=i, target=s))
            elif self.tre_holder[i] > 0 and self.excl_left > 0 and self.tre_holder[i] in self._adjacent_elves(seat):
                out.append(enc("take", treasure=i))
        return out

    def _adjacent_elves(self, seat: int) -> list:
        me = self.elf_hex[seat]
        return [o for o in range(1, self.players) if o != seat and self.alive[o] and self._dist(self.elf_hex[o], me) == 1]

    def _heal_targets(self, seat: int) -> list:
        out = []
        for o in range(1, self.players):
            if self.alive[o] and self.wounds[o] > 0 and (o == seat or self._dist(self.elf_hex[o], self.elf_hex[seat]) == 1):
                out.append(25 + o)
        return out

    def _special_useful(self, t: int, by: int) -> bool:
        """Specials with no target: playable when they can do something (keeps random play sane)."""
        for e in T_EFFECTS[t]:
            op = e[0]
            if op == "DRAW":  # the card leaves the hand first, so a full hand can still draw one
                seat = ORC if by <= KING else by - 25
                if len(self.hands[seat]) - 1 < HAND and (self.decks[seat] or self.discards[seat]):
                    return True
            elif op == "MOVE_EXTRA":
                if self.mv_state != 2:
                    return True
            elif op == "CLEAR_TOP":
                if by <= KING:
                    return True
                base = (by - 25) * 3
                if any(self.piles[base + a] for a in (range(3) if e[1] < 0 else (e[1],))):
                    return True
        return False

    def _range_of(self, seat: int, t: int) -> int:
        r = 1
        for e in T_EFFECTS[t]:
            if e[0] == "RANGE":
                r = max(r, e[1])
        if D.heroes[HERO_ORDER[seat - 1]]["power"] == "arcane_bolt":
            r = max(r, D.powers["arcane_bolt"]["range"])
        return r

    def _elf_targets(self, seat: int, t: int, cands: list | None = None) -> list:
        """Targets of elf ``seat`` attacking with card type ``t``; ``cands`` (from ``_elf_candidates``) may be
        passed when several cards are tried in a row."""
        rng = self._range_of(seat, t)
        if cands is None:
            cands = self._elf_candidates(seat)
        me = self.elf_hex[seat]
        out = []
        for tg, h, d in cands:
            if d == 1 or (1 < d <= rng and tg < BOAR0 and self._sight(me, h)):
                out.append(tg)  # boars are attacked from an adjacent hex only (D6 section 5)
        return out

    def _elf_candidates(self, seat: int) -> list:
        """(target, hex, distance) of everything an elf could attack (prisoners are never targets)."""
        me = self.elf_hex[seat]
        row = _dist_matrix(self.options["scenario"])[me]
        fh = self.fig_hex
        pris = _PRISON_CLAN[self.options["scenario"]] if self.held else -1
        out = [(s, fh[s], row[fh[s]]) for s in range(N_SLOTS) if fh[s] >= 0 and s // 5 != pris]
        if self.king_alive and self.king_hex >= 0:
            out.append((KING, self.king_hex, row[self.king_hex]))
        out += [(BOAR0 + i, h, row[h]) for i, h in enumerate(self.boar_hex) if h >= 0]
        return out

    def _orc_targets(self, by: int, t: int) -> list:
        hexes = self._unit_hexes(by)
        rng = 1
        if by < N_SLOTS:
            for e in T_EFFECTS[t]:
                if e[0] == "SHAMAN_RANGE" and any(self.fig_type[s] == 2 for s in self._squad(by)):
                    rng = max(rng, e[1])
        out = []
        for s in range(1, self.players):
            if not self.alive[s]:
                continue
            eh = self.elf_hex[s]
            for h in hexes:
                d = self._dist(h, eh)
                if d == 1 or (1 < d <= rng and self._sight(h, eh)):
                    out.append(25 + s)
                    break
        return out

    def _exchange_moves(self) -> list:
        out = []
        if self.decider == self.x_att_seat:
            by = self.x_by
            hand = self._hand_of(by)
            for t in self._types_in_hand(hand, (ATTACK_MOD,)):
                if self._affordable(by, t):
                    out.append(enc("play", card=t, by=by, target=NONE))
            if self.x_att_seat == ORC and TR_CHEAP in self.tricks:
                out.append(enc("trick", trick=TR_CHEAP, clan=0))
            return out
        du = self.x_def_unit
        if du < 0:
            return out
        hand = self._hand_of(du)
        if self.x_block < 0:
            for t in self._types_in_hand(hand, (BASIC_DEFENSE,)):
                if T_ATTR[t] == self.x_no_basic or not self._affordable(du, t):
                    continue
                if du == KING and any(e[0] == "CHOOSE_CASUALTY" for e in T_EFFECTS[t]):
                    continue
                out.append(enc("play", card=t, by=du, target=NONE))
        else:
            for t in self._types_in_hand(hand, (DEFENSE_MOD,)):
                if self._affordable(du, t):
                    out.append(enc("play", card=t, by=du, target=NONE))
        if self.x_def_seat == ORC:
            if TR_SKULL in self.tricks and (du < N_SLOTS or du == KING):
                out.append(enc("trick", trick=TR_SKULL, clan=0))
            if TR_OATH in self.tricks and du == KING and not self.x_oath:
                out.append(enc("trick", trick=TR_OATH, clan=0))
        return out

    # ================================================================== why illegal
    def why_illegal(self, action, seat: int | None = None) -> str | None:
        seat = self._acting_seat(seat)
        if self.over_:
            return "the game is over"
        if seat != self.decider:
            return f"it is seat {self.decider}'s decision ({STEP_WORDS.get(STEP_NAMES[self.step], '')})"
        if type(action) is not int or not 0 <= action < CODEC.size:
            return "not an action of this game (see action_from_text)"
        if action in self.legal_actions(seat):
            return None
        if not 0 <= action < CODEC.size:
            return "not an action of this game"
        return self._reason(CODEC.decode(action))

    def _reason(self, d) -> str:
        step = STEP_NAMES[self.step]
        expected = STEP_WORDS.get(step, step)
        k = d.kind
        if self.step == S_ACTION:
            if k == "move":
                if self.mv_state == 2:
                    return "a figure moves before or after its attack, not both (C8.1)"
                return ("a figure moves up to its movement points, never into or through trees, walls, other "
                        "figures, squad tokens or boars; orcs never enter underbrush (C8)")
            if k == "attack":
                if self.excl_left <= 0:
                    return "one Exclusive card per turn (B3 rule 9): this unit has made its attack"
                return ("a basic attack needs the card in hand, enough attribute points left on its pile "
                        "(B2 rule 6), and a target adjacent to the attacker (the Sorcerer and RANGE cards: "
                        "in range with line of sight) (C9.1)")
            if k == "play":
                return ("a Restricted card must be affordable (B2 rule 6) and do something now; attack and "
                        "defence modifiers are played only inside an attack (B5)")
            if k in ("give", "take"):
                return "giving or taking a treasure is the Exclusive action of this turn, between adjacent elves (C11.4)"
            if k == "pickup":
                return "an elf picks up a treasure chest on its own hex (C11.1); orcs never pick treasures up"
        if self.step == S_EXCHANGE:
            if self.decider == self.x_att_seat:
                return "the attacker may add an affordable attack modifier or pass (B5 rule 23)"
            if self.x_block < 0:
                return ("the defender first plays one affordable Basic Defense (not of the forbidden "
                        "attribute), or passes; defence modifiers need a Basic Defense in play (B5 rule 23)")
            return "one Basic Defense per attack; then only affordable defence modifiers (B5 rule 23)"
        if self.step == S_DISCARD and k == "discard":
            return "only a card in your hand can be discarded"
        if self.step == S_CLEAR and k == "clear":
            return "clear at most 3 cards, from the top of a pile that has one (B15)"
        if self.step == S_SQUAD and k == "reinforce":
            return ("reinforcements join a clan already on the board, at most 5 figures per clan, on a free "
                    "entry hex (C6)")
        if self.step == S_DEPLOY:
            return ("the token's figures all belong to one clan with free bases; place as many as the token "
                    "says, or what the clan's free bases allow (C6)")
        return f"not possible now: {expected}"

    # ================================================================== apply
    def _apply(self, action, seat: int) -> list:
        self._legal = None
        d = CODEC.decode(action)
        k = d.kind
        ev: list = []
        step = self.step
        if k == "place":
            self._do_place(d.hex, ev)
        elif k == "discard":
            card = self._take_card(self.hands[seat], d.card)
            self.discards[seat].append(card)
            ev.append({"type": "discard", "seat": seat, "card": d.card})
            if not self.hands[seat]:
                self._enter(S_DRAW, ev)
        elif k == "draw":
            self._draw(seat, ev)
            self.drawn += 1
            if self.drawn >= D.draw_per_turn or not self._can_draw(seat):
                self._enter(S_CLEAR, ev)
        elif k == "clear":
            base = 0 if seat == ORC else seat * 3
            self._clear_top(self.piles[base + d.pile], seat, ev, "BMX"[d.pile])
            self.cleared += 1
            if not self._clear_piles():
                self._after_clear(ev)
        elif k == "done":
            if step == S_DISCARD:
                self._enter(S_DRAW, ev)
            elif step == S_DRAW:
                self._enter(S_CLEAR, ev)
            elif step == S_CLEAR:
                self._after_clear(ev)
            elif step == S_SQUAD:
                self._enter(S_PHASES, ev)
            elif step == S_REINF:
                self.sq_reinf = True
                self._after_squad_action(ev)
        elif k == "remake":
            hand = self.hands[seat]
            self.discards[seat].extend(hand)
            ev.append({"type": "remake", "seat": seat, "discarded": len(hand)})
            hand.clear()
            for _ in range(HAND):
                if not self._draw(seat, ev):
                    break
            self._end_turn(ev)
        elif k == "activate":
            self._do_activate(d.token, ev)
        elif k == "deploy":
            self._deploy(self.act_token, d.clan, d.mix, ev)
            self.act_token = -1
            self._after_deploy(ev)
        elif k == "reinforce":
            if step == S_SQUAD:
                self.reinf_left = self._reinforce_limit()
            self.reinf_clan, self.reinf_type = d.clan, d.type
            self.step = S_REINF_HEX
        elif k == "phase":
            self._open_orc_phase(d.unit, ev)
        elif k == "move":
            self._do_move(d.fig, d.hex, ev)
        elif k == "attack":
            self._do_attack(d.card, d.by, d.target, ev)
        elif k == "play":
            self._do_play(seat, d.card, d.by, d.target, ev)
        elif k == "pass":
            self._do_pass(ev)
        elif k == "casualty":
            self._kill_figure(d.fig, ev, by_elf=self.x_att_seat != ORC)
            self.cas_options = []
            self._after_kill(ev)
        elif k == "trick":
            self._do_trick(d.trick, d.clan, ev)
        elif k in ("pickup", "give", "take", "drop", "use"):
            self._do_treasure(k, d, seat, ev)
        elif k == "end":
            if step == S_PHASES:
                self._end_turn(ev)
            else:
                ev.append({"type": "end_phase", "seat": seat})
                self._end_phase(ev)
        return ev

    def _after_clear(self, ev: list) -> None:
        if self.cur == ORC:
            self._enter(S_SQUAD, ev)
        else:
            self._begin_action(self.cur, ev)

    def _do_place(self, h: int, ev: list) -> None:
        if self.step == S_SETUP_KING:
            self.king_hex = h
            ev.append({"type": "place", "figure": "king", "hex": h})
            self.step, self.decider = S_SETUP_ELF, 1
            return
        if self.step == S_SETUP_ELF:
            s = self.decider
            self.elf_hex[s] = h
            ev.append({"type": "place", "figure": HERO_ORDER[s - 1], "seat": s, "hex": h})
            if s + 1 < self.players:
                self.decider = s + 1
            else:
                self.turn_idx = 0
                self._start_turn(ev)
            return
        # A reinforcement.
        c, t = self.reinf_clan, self.reinf_type
        slot = next(s for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] < 0)
        self.fig_hex[slot], self.fig_type[slot] = h, t
        ev.append({"type": "reinforce", "clan": D.clans[c], "figure": t, "slot": slot, "hex": h})
        self.reinf_left -= 1
        if self.reinf_left > 0 and self._reinforce_choices():
            self.step = S_REINF
        else:
            self.sq_reinf = True
            self._after_squad_action(ev)

    def _do_activate(self, tok: int, ev: list) -> None:
        ev.append({"type": "reveal_token", "token": tok, "value": self.tok_val[tok], "hex": self.tok_hex[tok],
                   "barrier": True})
        self.act_token = tok
        if self._deploy_choices(tok):
            self.step = S_DEPLOY
            self.decider = ORC
        else:
            self.tok_state[tok] = 2
            ev.append({"type": "deploy", "token": tok, "value": self.tok_val[tok], "clan": None, "figures": []})
            self.act_token = -1
            self._after_deploy(ev)

    def _after_deploy(self, ev: list) -> None:
        if self.act_forced:
            if self._tile_tokens(self.act_tile):
                self.step, self.decider = S_ACTIVATE, ORC
                return
            self.act_forced = False
            self.act_tile = -1
            self._continue_move(ev)
            return
        self.sq_act = True
        self._after_squad_action(ev)

    # ------------------------------------------------------------------ movement
    def _do_move(self, fig: int, dest: int, ev: list) -> None:
        if fig > KING:
            seat = fig - 25
            self.pend_elf, self.pend_dest = seat, dest
            self.pend_path = self._path(self.elf_hex[seat], dest, False, True, self.mv[MV_ELF])
            if self.mv_state == 0 and self.scen["dirty_tricks"] and self.tricks:
                # Trip Wire is asked whenever the orc player holds any dirty trick (asking only when he holds
                # Trip Wire would tell the elves so).
                self.mv_state = 1
                self.step, self.decider = S_TRIP, ORC
                ev.append({"type": "begin_move", "seat": seat, "to": dest})
                return
            self.mv_state = 1
            self._continue_move(ev)
            return
        start = self.king_hex if fig == KING else self.fig_hex[fig]
        p = self._path(start, dest, True, self._under_ok(fig), self.mv[fig])
        self.mv[fig] -= len(p)
        if fig == KING:
            self.king_hex = dest
        else:
            self.fig_hex[fig] = dest
        self.mv_state = 1
        ev.append({"type": "move", "figure": fig, "from": start, "to": dest, "path": p})
        if fig == KING and self.held:
            pris = self.scen["prisoners"]["clan"]
            if any(self.fig_hex[s] >= 0 and self._dist(self.fig_hex[s], dest) == 1
                   for s in range(pris * 5, pris * 5 + 5)):
                self.held = False
                ev.append({"type": "prisoners_freed", "why": "king_adjacent"})

    def _continue_move(self, ev: list) -> None:
        """Walk the pending elf move hex by hex while its path is free and points last; stop to activate the
        tokens of a newly entered tile (the walk then resumes here)."""
        seat = self.pend_elf
        b = self.board
        self.step, self.decider = S_ACTION, seat
        start = self.elf_hex[seat]
        walked = []
        occ = self._occupied()
        while self.pend_path and self.mv[MV_ELF] > 0:
            h = self.pend_path[0]
            if h in occ:
                break
            self.pend_path.pop(0)
            prev = self.elf_hex[seat]
            self.elf_hex[seat] = h
            occ.discard(prev)
            occ.add(h)
            self.mv[MV_ELF] -= 1
            walked.append(h)
            tile = b.tile_of[h]
            if tile != b.tile_of[prev] and self._tile_tokens(tile):
                ev.append({"type": "move", "figure": 25 + seat, "from": start, "to": h, "path": walked})
                ev.append({"type": "tile_entered", "seat": seat, "tile": tile})
                self.act_tile, self.act_forced = tile, True
                self.step, self.decider = S_ACTIVATE, ORC
                return
        if walked:
            ev.append({"type": "move", "figure": 25 + seat, "from": start, "to": self.elf_hex[seat], "path": walked})
        self.pend_elf = self.pend_dest = -1
        self.pend_path = []

    # ------------------------------------------------------------------ attacks
    def _do_attack(self, t: int, by: int, target: int, ev: list) -> None:
        seat = self.cur
        hand = self._hand_of(by)
        card = self._take_card(hand, t)
        self._put_on_pile(by, card)
        self.excl_left -= 1
        self.acted = True
        ranger = seat != ORC and D.heroes[HERO_ORDER[seat - 1]]["power"] == "skirmish"
        if ranger and self.options["ranger_move"] == "3_plus_3" and not self.attacked:
            self.mv[MV_ELF] = max(self.mv[MV_ELF], self._base_move(seat))
            self.mv_state = 0
        elif not ranger and self.mv_state == 1:
            self.mv_state = 2
        self.attacked = True
        self.x_att_seat = seat
        self.x_by = by
        self.x_target = target
        self.x_card = t
        self.x_attack = T_VALUE[t]
        self.x_block = -1
        self.x_defmods = 0
        self.x_passes = 0
        self.x_choose = self.x_oath = False
        self.x_extra = sum(e[1] for e in T_EFFECTS[t] if e[0] == "KILL_EXTRA_ORC")
        self.x_no_basic = next((e[1] for e in T_EFFECTS[t] if e[0] == "ATTACK_CANNOT_BE_BASIC_DEFENDED_BY_ATTR"), -1)
        ah = self.elf_hex[seat] if seat != ORC else -1
        th = self._target_hex(target)
        self.x_thex = th
        self.x_squad = []
        self.x_ranged = seat != ORC and self._dist(ah, th) > 1
        self.x_log = [[seat, t]]
        if target >= ELF0 and target < BOAR0:
            self.x_def_seat = target - 25
            self.x_def_unit = target
        else:
            self.x_def_seat = ORC
            if target < N_SLOTS:
                self.x_def_unit = self._squad(target)[0]
            elif target == KING:
                self.x_def_unit = KING
            else:
                self.x_def_unit = self._boar_defender(th)
                if self.x_def_unit < 0:
                    self.x_block = self.scen["boar_block"]
        ev.append({"type": "attack", "seat": seat, "by": self.x_by, "card": t, "target": target,
                   "attack": self.x_attack})
        self.step = S_EXCHANGE
        self.x_prio = self.decider = self.x_def_seat

    def _boar_defender(self, bh: int) -> int:
        best, best_n = -1, 0
        for c in range(5):
            if not self._clan_active(c):
                continue
            for sq in self._squads(c):
                n = sum(1 for s in sq if self._dist(self.fig_hex[s], bh) == 1)
                if n > best_n:
                    best, best_n = sq[0], n
        return best

    def _block_total(self) -> int:
        return max(self.x_block, 0) + self.x_defmods

    def _do_play(self, seat: int, t: int, by: int, target: int, ev: list) -> None:
        hand = self.hands[seat]
        card = self._take_card(hand, t)
        unit = by
        self._put_on_pile(by, card)
        ev.append({"type": "play", "seat": seat, "by": unit, "card": t, "target": target if target != NONE else None})
        if self.step == S_EXCHANGE:
            self.x_log.append([seat, t])
            kind = T_KIND[t]
            if kind == ATTACK_MOD:
                bonus = T_VALUE[t]
                for e in T_EFFECTS[t]:
                    if e[0] == "CANCEL_DEFENSE_MODS":
                        self.x_defmods = 0
                    elif e[0] == "ADD_ATTACK":
                        bonus += e[1]
                    elif e[0] == "FLANK" and self.x_by < N_SLOTS:
                        th = self._target_hex(self.x_target)
                        if sum(1 for s in self._squad(self.x_by) if self._dist(self.fig_hex[s], th) == 1) >= 2:
                            bonus += e[1]
                self.x_attack += bonus
            elif kind == BASIC_DEFENSE:
                self.x_block = T_VALUE[t]
                if seat != ORC and any(self.tre_holder[i] == seat and self.tre_item[i] == TE_AMULET for i in range(5)):
                    self.x_block += TREASURES[TE_AMULET]["amount"]
                if any(e[0] == "CHOOSE_CASUALTY" for e in T_EFFECTS[t]):
                    self.x_choose = True
            elif kind == DEFENSE_MOD:
                self.x_defmods += T_VALUE[t] + sum(e[1] for e in T_EFFECTS[t] if e[0] == "ADD_BLOCK")
            ev[-1]["attack"], ev[-1]["block"] = self.x_attack, self._block_total()
            self._exchange_next()
            return
        # A Restricted special in an action phase.
        self.acted = True
        for e in T_EFFECTS[t]:
            op = e[0]
            if op == "DRAW":
                who = ORC if seat == ORC else seat
                for _ in range(e[1]):
                    if not self._can_draw(who) or not self._draw(who, ev):
                        break
            elif op == "MOVE_EXTRA":
                if seat == ORC:
                    figs = [KING] if self.unit == 5 else [s for s in range(self.unit * 5, self.unit * 5 + 5)
                                                          if self.fig_hex[s] >= 0]
                    for f in figs:
                        self.mv[f] += e[1]
                else:
                    self.mv[MV_ELF] += e[1]
            elif op == "HEAL_WOUND":
                o = target - 25
                self.wounds[o] = max(0, self.wounds[o] - e[1])
                ev.append({"type": "heal", "seat": o, "wounds": self.wounds[o]})
            elif op == "CLEAR_TOP":
                base = 0 if seat == ORC else seat * 3
                for _ in range(e[2]):
                    if e[1] >= 0:
                        pile = self.piles[base + e[1]] if not (seat == ORC and by < N_SLOTS) else self.cpiles[by // 5]
                    else:
                        cands = [self.piles[base + a] for a in range(3) if self.piles[base + a]]
                        pile = max(cands, key=lambda p: T_COST[CTYPE[p[-1]]]) if cands else []
                    if pile:
                        self._clear_top(pile, seat, ev, "effect")

    def _exchange_next(self) -> None:
        self.x_passes = 0
        self._swap_priority()

    def _swap_priority(self) -> None:
        self.x_prio = self.x_def_seat if self.x_prio == self.x_att_seat else self.x_att_seat
        self.decider = self.x_prio

    def _do_pass(self, ev: list) -> None:
        if self.step == S_TRIP:
            self._resume_trip(ev)
            return
        self.x_passes += 1
        self.x_log.append([self.decider, -1])
        ev.append({"type": "pass", "seat": self.decider})
        if self.x_passes >= 2:
            self._resolve(ev)
        else:
            self._swap_priority()

    def _resume_trip(self, ev: list) -> None:
        self.step = S_ACTION
        self.decider = self.cur
        self._continue_move(ev)

    def _resolve(self, ev: list) -> None:
        att, block = self.x_attack, self._block_total()
        hit = att > block
        target = self.x_target
        ev.append({"type": "resolve", "attack": att, "block": block, "hit": hit, "target": target})
        self.step, self.decider = S_ACTION, self.cur
        if hit:
            if ELF0 <= target < BOAR0:
                self._wound(target - 25, ev)
            elif target == KING:
                if self.x_oath:
                    ev.append({"type": "blood_oath"})
                else:
                    self._kill_king(ev)
            elif target >= BOAR0:
                self.boar_hex[target - BOAR0] = -1
                ev.append({"type": "boar_killed", "boar": target - BOAR0})
            else:
                self._squad_hit(target, ev)
                if self.step == S_CASUALTY:
                    return
        self._finish_attack(ev)

    def _finish_attack(self, ev: list) -> None:
        self.x_log = []
        self.x_by = self.x_target = self.x_def_unit = self.x_card = -1
        self.x_attack = self.x_block = self.x_defmods = 0
        self.x_passes = 0
        self.x_choose = self.x_oath = self.x_ranged = False
        self.x_extra = 0
        self.x_thex = -1
        self.x_squad = []
        self.x_no_basic = -1
        self.x_att_seat = self.x_def_seat = self.x_prio = 0
        self._check_goal(ev)

    def _wound(self, seat: int, ev: list) -> None:
        if self.hurt[seat]:
            ev.append({"type": "no_wound", "seat": seat, "why": "one wound per turn"})
            return
        self.hurt[seat] = 1
        self.wounds[seat] += 1
        ev.append({"type": "wound", "seat": seat, "wounds": self.wounds[seat]})
        if self.wounds[seat] >= D.heroes[HERO_ORDER[seat - 1]]["wounds"]:
            self.alive[seat] = 0
            h = self.elf_hex[seat]
            self.elf_hex[seat] = -1
            for i in range(5):
                if self.tre_holder[i] == seat:
                    self.tre_holder[i], self.tre_hex[i] = -1, h
            ev.append({"type": "elf_dies", "seat": seat, "hex": h})

    def _kill_king(self, ev: list) -> None:
        self.king_alive = False
        h = self.king_hex
        self.king_hex = -1
        ev.append({"type": "king_dies", "hex": h})
        if self.x_att_seat != ORC:
            self.trophies += self.scen["goal"].get("per_king", 0)
        if self.held:
            self.held = False
            ev.append({"type": "prisoners_freed", "why": "king_dead"})

    def _squad_hit(self, target: int, ev: list) -> None:
        squad = self._squad(target)
        self.x_squad = squad
        if self.x_choose:
            cands = squad
        elif self.options["casualty"] == "defender" and not self.x_ranged:
            ah = self._unit_hexes(self.x_by)[0]
            cands = [s for s in squad if self._dist(self.fig_hex[s], ah) == 1] or [target]
        else:
            cands = [target]
        if len(cands) > 1:
            self.cas_options = cands
            self.step, self.decider = S_CASUALTY, ORC
            return
        self._kill_figure(cands[0], ev, by_elf=self.x_att_seat != ORC)
        self._extra_kills(ev)

    def _after_kill(self, ev: list) -> None:
        """After the orc player picked the casualty: the attacker's extra kills, then the attack is over."""
        self.step, self.decider = S_ACTION, self.cur
        self._extra_kills(ev)
        self._finish_attack(ev)

    def _extra_kills(self, ev: list) -> None:
        """Cleave (next to the Paladin), Arcane Bolt (next to the target's hex) and KILL_EXTRA_ORC cards (next
        to the attacker): more figures of the hit squad die, the lowest-numbered eligible first ([P])."""
        seat = self.x_att_seat
        if seat == ORC:
            return
        power = D.heroes[HERO_ORDER[seat - 1]]["power"]
        me = self.elf_hex[seat]
        n_extra = self.x_extra
        ref = me
        if power == "cleave":
            n_extra += D.powers["cleave"]["extra_kills"]
        elif power == "arcane_bolt":
            n_extra += D.powers["arcane_bolt"]["extra_kills"]
            ref = self.x_thex
        for _ in range(n_extra):
            cands = [s for s in self.x_squad if self.fig_hex[s] >= 0 and self._dist(self.fig_hex[s], ref) == 1]
            if not cands:
                break
            self._kill_figure(cands[0], ev, by_elf=True)

    def _kill_figure(self, slot: int, ev: list, by_elf: bool) -> None:
        h = self.fig_hex[slot]
        self.fig_hex[slot] = -1
        t = self.fig_type[slot]
        self.fig_type[slot] = -1
        clan = slot // 5
        self.kills[0] += 1
        if by_elf:
            self.trophies += self.scen["goal"].get("per_orc", 0)
        ev.append({"type": "orc_dies", "slot": slot, "clan": D.clans[clan], "figure": t, "hex": h})
        if not any(self.fig_hex[s] >= 0 for s in range(clan * 5, clan * 5 + 5)):
            if self.options["wiped_clan_pile"] == "discard" and self.cpiles[clan]:
                self.discards[ORC].extend(self.cpiles[clan])
                ev.append({"type": "clan_wiped", "clan": D.clans[clan], "discarded": len(self.cpiles[clan])})
                self.cpiles[clan] = []

    # ------------------------------------------------------------------ dirty tricks
    def _do_trick(self, k: int, clan: int, ev: list) -> None:
        self.tricks.remove(k)
        self.tricks_used.append(k)
        ev.append({"type": "trick", "seat": ORC, "trick": TRICKS[k]["key"]})
        amount = TRICKS[k]["amount"]
        if k == TR_DRUMS:
            self.sq_drums = True
        elif k == TR_CHEAP:
            self.x_attack += amount
            self.x_log.append([ORC, -2 - k])
            self._exchange_next()
        elif k == TR_SKULL:
            self.x_defmods += amount
            self.x_log.append([ORC, -2 - k])
            self._exchange_next()
        elif k == TR_OATH:
            self.x_oath = True
            self.x_log.append([ORC, -2 - k])
            self._exchange_next()
        elif k == TR_TRIP:
            self.mv[MV_ELF] = max(0, self.mv[MV_ELF] - amount)
            ev.append({"type": "trip_wire", "seat": self.pend_elf, "moves_left": self.mv[MV_ELF]})
            self._resume_trip(ev)
        elif k == TR_SNEAK:
            self.sneak = True
        elif k == TR_RALLY:
            pile = self.cpiles[clan]
            for _ in range(min(amount, len(pile))):
                self._clear_top(pile, ORC, ev, D.clans[clan])
        elif k == TR_LOOT:
            for _ in range(amount):
                if not self._can_draw(ORC) or not self._draw(ORC, ev):
                    break

    # ------------------------------------------------------------------ treasures
    def _do_treasure(self, k: str, d, seat: int, ev: list) -> None:
        i = d.treasure
        if k == "pickup":
            if self.tre_item[i] < 0:
                j = self.rng.randrange(len(self.tre_pool))
                self.tre_item[i] = self.tre_pool.pop(j)
            self.tre_holder[i], self.tre_hex[i] = seat, -1
            ev.append({"type": "pickup", "seat": seat, "treasure": i, "item": TREASURES[self.tre_item[i]]["key"],
                       "barrier": True})
        elif k == "give":
            self.tre_holder[i] = d.to
            self.excl_left -= 1
            ev.append({"type": "give", "seat": seat, "to": d.to, "treasure": i})
        elif k == "take":
            giver = self.tre_holder[i]
            self.tre_holder[i] = seat
            self.excl_left -= 1
            ev.append({"type": "take", "seat": seat, "from": giver, "treasure": i})
        elif k == "drop":
            self.tre_holder[i], self.tre_hex[i] = -1, self.elf_hex[seat]
            ev.append({"type": "drop", "seat": seat, "treasure": i, "hex": self.elf_hex[seat]})
        elif k == "use":
            item = self.tre_item[i]
            self.tre_spent[i] = 1
            ev.append({"type": "use", "seat": seat, "treasure": i, "item": TREASURES[item]["key"]})
            if item == TE_HORN:
                self.excl_left += 1
            elif item == TE_DRAUGHT:
                self.wounds[seat] = max(0, self.wounds[seat] - TREASURES[TE_DRAUGHT]["amount"])
            elif item == TE_SUN:
                self._kill_figure(d.target, ev, by_elf=True)
                self._check_goal(ev)
        self.acted = True

    # ================================================================== text
    def action_to_text(self, action) -> str:
        return CODEC.to_text(action)

    def action_from_text(self, text: str):
        return CODEC.from_text(text)

    # ================================================================== information
    def phase(self) -> str:
        return STEP_NAMES[self.step]

    def observation(self, seat: int | None) -> dict:
        n = self.players
        orc_view = seat == ORC
        b = self.board
        tokens = []
        for t in range(len(self.tok_state)):
            st = self.tok_state[t]
            if st == 0:
                continue
            tokens.append({"token": t, "hex": self.tok_hex[t] if st == 1 else None, "face_down": st == 1,
                           "value": self.tok_val[t] if (st == 2 or orc_view) else None})
        return {
            "game": self.GAME_ID, "players": n, "seat": seat, "scenario": self.options["scenario"],
            "round": self.round, "turn": self.cur, "step": STEP_NAMES[self.step], "to_act": list(self.to_act()),
            "unit": self.unit,             "elves": [{"seat": s, "role": HERO_ORDER[s - 1], "hex": self.elf_hex[s], "alive": bool(self.alive[s]),
                       "wounds": self.wounds[s], "hurt": bool(self.hurt[s]),
                       "piles": [[CTYPE[c] for c in self.piles[s * 3 + a]] for a in range(3)]}
                      for s in range(1, n)],
            "king": {"alive": bool(self.king_alive), "hex": self.king_hex,
                     "piles": [[CTYPE[c] for c in self.piles[a]] for a in range(3)]},
            "figures": [{"slot": s, "clan": s // 5, "type": self.fig_type[s], "hex": self.fig_hex[s],
                         "imprisoned": self._imprisoned(s)} for s in range(N_SLOTS) if self.fig_hex[s] >= 0],
            "clan_piles": [[CTYPE[c] for c in p] for p in self.cpiles],
            "tokens": tokens,
            "treasures": [{"treasure": i, "hex": self.tre_hex[i], "holder": self.tre_holder[i],
                           "item": self.tre_item[i], "spent": bool(self.tre_spent[i])} for i in range(5)
                          if self.tre_hex[i] >= 0 or self.tre_holder[i] >= 0],
            "boars": list(self.boar_hex),
            "hand": [CTYPE[c] for c in self.hands[seat]] if seat is not None and 0 <= seat < n else None,
            "hand_counts": [len(h) for h in self.hands], "deck_counts": [len(d) for d in self.decks],
            "discards": [[CTYPE[c] for c in d] for d in self.discards],
            "tricks": list(self.tricks) if orc_view else None, "trick_count": len(self.tricks),
            "tricks_used": list(self.tricks_used),
            "exchange": None if self.step != S_EXCHANGE and self.step != S_CASUALTY else {
                "attacker": self.x_att_seat, "defender": self.x_def_seat, "by": self.x_by, "target": self.x_target,
                "card": self.x_card, "attack": self.x_attack, "block": self._block_total(),
                "basic_defense": self.x_block >= 0, "log": [list(e) for e in self.x_log]},
            "moves_left": list(self.mv), "exclusive_left": self.excl_left, "phases_done": self.phases_done,
            "held": bool(self.held), "trophies": self.trophies, "casualty_options": list(self.cas_options),
            "winners": list(self.winners_), "ended_by_round_limit": bool(self.limit_hit),
        }

    def determinize(self, seat: int, rng: Rng) -> "OrcWarsState":
        s = self.clone()
        for p in range(self.players):
            if p == seat:
                _fast_shuffle(rng.next64(), s.decks[p])
                continue
            pool = s.hands[p] + s.decks[p]
            _fast_shuffle(rng.next64(), pool)
            k = len(s.hands[p])
            s.hands[p] = sorted(pool[:k])
            s.decks[p] = pool[k:]
        if seat != ORC:
            pool = s.tricks + s.trick_pool
            _fast_shuffle(rng.next64(), pool)
            k = len(s.tricks)
            s.tricks, s.trick_pool = sorted(pool[:k]), sorted(pool[k:])
            hidden = [t for t in range(len(s.tok_state)) if s.tok_state[t] != 2]
            vals = [s.tok_val[t] for t in hidden]
            rng.shuffle(vals)
            for t, v in zip(hidden, vals):
                s.tok_val[t] = v
        s.rng = Rng(rng.next64())
        return s

    def info_key(self, seat: int) -> str:
        """What ``seat`` knows, as a string (faster than the observation for search): the whole state less its
        hidden parts (deck orders, the other hands, and for the elves the dirty tricks and the face-down token
        values)."""
        d = self.to_dict()
        del d["rng"]
        d["decks"] = [len(x) for x in self.decks]
        d["hands"] = [h if p == seat else len(h) for p, h in enumerate(self.hands)]
        if seat != ORC:
            d["tricks"] = len(self.tricks)
            del d["trick_pool"]
            d["tok_val"] = [v if st == 2 else None for v, st in zip(self.tok_val, self.tok_state)]
        return repr(sorted(d.items()))

    # ================================================================== end of game
    def is_terminal(self) -> bool:
        return bool(self.over_)

    def scores(self) -> list[float]:
        orc = float(sum(self.wounds))
        g = self.scen["goal"]["kind"]
        if g == "relics":
            elf = float(self._relics_held())
        elif g == "boars":
            elf = float(sum(1 for h in self.boar_hex if h < 0))
        elif g == "trophies":
            elf = float(self.trophies)
        else:
            elf = float(self.kills[0] + (0 if self.king_alive or self.scen["king"] == "none" else 3))
        return [orc] + [elf] * (self.players - 1)

    def winners(self) -> list[int]:
        return list(self.winners_)

    # ================================================================== copies and storage
    def clone(self) -> "OrcWarsState":
        s = OrcWarsState.__new__(OrcWarsState)
        s.players, s.rng, s.options = self.players, Rng(self.rng.state), self.options
        d, sd = self.__dict__, s.__dict__
        for k in _SCALARS:
            sd[k] = d[k]
        for k in _LISTS:
            sd[k] = d[k][:]
        for k in _NESTED:
            sd[k] = [x[:] for x in d[k]]
        return s

    def to_dict(self) -> dict:
        out = {"game": self.GAME_ID, "version": self.FORMAT_VERSION, "players": self.players,
               "rng": self.rng.state, "options": dict(self.options)}
        d = self.__dict__
        for k in _SCALARS:
            out[k] = bool(d[k]) if FIELDS[k] == "b" else d[k]
        for k in _LISTS:
            out[k] = d[k][:]
        for k in _NESTED:
            out[k] = [x[:] for x in d[k]]
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "OrcWarsState":
        cls._check_header(data)
        s = cls.__new__(cls)
        try:
            players = data.get("players")
            if players not in (2, 3, 4) or type(players) is not int:
                raise StateFormatError("must be 2, 3 or 4", "players")
            s.players = players
            if type(data.get("rng")) is not int:
                raise StateFormatError("expected an integer", "rng")
            s.rng = Rng(data["rng"])
            if not isinstance(data.get("options"), dict):
                raise StateFormatError("expected a mapping", "options")
            try:
                s.options = _options(data["options"])
            except (ValueError, TypeError) as exc:
                raise StateFormatError(str(exc), "options") from None
            for k, kind in FIELDS.items():
                if k not in data:
                    raise StateFormatError("missing", k)
                v = data[k]
                if kind == "i":
                    if type(v) is not int:
                        raise StateFormatError(f"expected an integer, found {v!r}", k)
                elif kind == "b":
                    if type(v) is not bool:
                        raise StateFormatError(f"expected true/false, found {v!r}", k)
                elif kind == "l":
                    if type(v) is not list or not all(type(x) is int for x in v):
                        raise StateFormatError("expected a list of integers", k)
                    v = v[:]
                else:
                    if type(v) is not list or not all(type(x) is list and all(type(y) is int for y in x) for x in v):
                        raise StateFormatError("expected a list of lists of integers", k)
                    v = [x[:] for x in v]
                setattr(s, k, v)
        except StateFormatError:
            raise
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            raise StateFormatError(f"cannot read: {exc}") from None
        try:
            s.check_invariants()
        except (AssertionError, IndexError, KeyError, TypeError) as exc:
            raise StateFormatError(f"inconsistent position: {exc}") from None
        return s

    def to_dict_equal_key(self) -> dict:  # pragma: no cover - debugging aid
        return self.to_dict()

    # ================================================================== invariants
    def check_invariants(self) -> None:
        n = self.players
        b = self.board
        nh = len(b.hexes)
        assert len(self.hands) == n and len(self.decks) == n and len(self.discards) == n, "one hand/deck per seat"
        # Cards conserved per deck.
        for p in range(n):
            deck = _SEAT_DECK[p]
            cards = self.hands[p] + self.decks[p] + self.discards[p]
            if p == ORC:
                cards += self.piles[0] + self.piles[1] + self.piles[2]
                for c in self.cpiles:
                    cards += c
            else:
                cards += self.piles[p * 3] + self.piles[p * 3 + 1] + self.piles[p * 3 + 2]
            assert len(cards) == 30 and set(cards) == _DECK_SETS[deck], \
                f"seat {p}: the 30 cards of the {deck} deck are conserved"
            assert len(self.hands[p]) <= HAND, f"seat {p}: hand limit {HAND}"
            assert self.hands[p] == sorted(self.hands[p]), "hands are kept sorted"
        for a in range(3):
            spent = sum(CCOST[c] for c in self.piles[a])
            assert spent <= D.king["attrs"][a], "the King's piles stay within his attributes"
        for s in range(1, n):
            for a in range(3):
                spent = sum(CCOST[c] for c in self.piles[s * 3 + a])
                assert spent <= D.heroes[HERO_ORDER[s - 1]]["attrs"][a], f"seat {s}: piles within attributes (B2)"
            if self.alive[s]:
                assert 0 <= self.elf_hex[s] < nh or self.step == S_SETUP_ELF or self.step == S_SETUP_KING, \
                    "a living elf stands on the board"
                assert self.wounds[s] < D.heroes[HERO_ORDER[s - 1]]["wounds"], "a living elf's track is not full"
            else:
                assert self.elf_hex[s] == -1, "a dead elf leaves the board"
        for s in range(n, 4):
            assert not self.alive[s] and self.elf_hex[s] == -1, "no elf beyond the players"
        # One piece per hex.
        occ = [h for h in self.fig_hex if h >= 0]
        if self.king_alive and self.king_hex >= 0:
            occ.append(self.king_hex)
        occ += [self.elf_hex[s] for s in range(1, n) if self.alive[s] and self.elf_hex[s] >= 0]
        occ += [h for h, st in zip(self.tok_hex, self.tok_state) if st == 1]
        occ += [h for h in self.boar_hex if h >= 0]
        assert len(occ) == len(set(occ)), "one figure, token or boar per hex"
        for h in occ:
            assert 0 <= h < nh and h not in b.blocks, "pieces stand on open hexes of the board"
        for s in range(N_SLOTS):
            assert (self.fig_hex[s] >= 0) == (self.fig_type[s] >= 0), "a figure slot has a hex and a type"
            if self.fig_hex[s] >= 0 and not self.sneak:
                pass
        counts = self._figure_counts()
        for t in range(3):
            assert counts[t] <= D.figure_supply[t], "no more figures of a type than the box holds"
        assert sorted(self.tricks + self.trick_pool + self.tricks_used) == list(range(len(TRICKS))) or \
            not self.scen["dirty_tricks"], "8 dirty tricks conserved"
        assert sorted(self.tok_val) == sorted(D.token_values), "11 squad tokens conserved"
        for i in range(5):
            assert not (self.tre_hex[i] >= 0 and self.tre_holder[i] >= 0), "a treasure is on the board or carried"
            if self.tre_holder[i] >= 0:
                assert self.tre_item[i] >= 0 and self.alive[self.tre_holder[i]], "carried treasures are face up"
        items = [it for it in self.tre_item if it >= 0]
        assert sorted(items + self.tre_pool) == list(range(5)), "5 treasure items conserved"
        if not self.king_alive:
            assert self.king_hex == -1, "a dead King leaves the board"
        if self.over_:
            assert self.step == S_OVER and self.winners_, "a finished game has winners"
        else:
            assert self.round <= self.options["max_rounds"], "the round bound ends the game"
            assert 0 <= self.decider < n, "someone decides"
            if self.step == S_EXCHANGE:
                assert self.decider in (self.x_att_seat, self.x_def_seat), "only the two sides of a fight play"
