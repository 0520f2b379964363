"""HeroCard Orc Wars rules engine (2-4 players: one orc player against 1-3 elves), pure Python.

Rules: ``/work/shared/rules/orc_wars.md`` (the digest: part B the HeroCard duel, part C Orc Wars, D the data,
E the gaps) and ``orc_wars.fr.txt`` (the rulebook). Every proposed number lives in ``data/orc_wars.yaml``
(see ``data.py``); every [P] reading players could want the other way is an option there.

Seats
    Seat 0 is the orc player; seats 1..3 are the elves. Each elf has a role (its power and wound track) and a
    hero deck (its cards and attribute cards), chosen at setup (C2.4; options ``role_S`` / ``deck_S``, see
    ``roles.py``): no two elves share either; by default seat 1 is the Paladin, 2 the Ranger, 3 the Sorcerer,
    each with its own deck.

Round and turns (C2.6)
    Each round every living elf plays a turn in seat order, then the orc player (option ``first_side: orcs``:
    the orc player first); against two or three elves the horde may play more turns a round, each after a
    group of elves (``horde.orc_turns``, PROPOSED: see ``round_order``). Turn of an elf: Discard (one card per action, then ``done``) -> Draw (``draw`` one
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
    points). "The move cannot be interrupted by an action" (C8.1): any other action taken once the move has
    begun (picking up a treasure, a Restricted card, a trick) ends it; cards that only add movement do not.
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
    (extra victims: the attacker picks among the eligible figures). A hit King or boar dies (Blood Oath saves the
    King once). A boar is defended by the squad with the most figures adjacent to it, or has a fixed block.

Game end
    The orc player wins when every elf is dead; the elves win when the scenario's goal is reached: The
    Prisoner(s) the King and all the prisoners dead; Orc Camp the King dead; The Relics the elves hold
    ``count`` treasures at the end of an elf's turn; Bounty Hunter the trophies ``needed`` for 1/2/3 elves (an
    orc ``per_orc``, the King ``per_king``); The Great Hunt ``count`` boars dead (each scenario's ``goal`` in
    data/orc_wars.yaml: PROPOSED counts, balanced by arena).
    ROUND BOUND: when round ``max_rounds`` (option, default 30) is over and neither side has won, the game
    ends as an **orc win**: the elves set out on a quest and failed it in the time given, while the horde only
    has to hold (the digest's spirit: the elves must reach their goal, the orcs win by default). Real play
    ends far sooner: greedy against greedy, games last 6 to 13 rounds on average per scenario, and about 1 in
    40 reaches round 30 (The Great Hunt, The Relics). A scenario may set a shorter deadline that real play does
    reach (goal ``rounds``, PROPOSED: The Prisoner(s) gives the elves 9 rounds); ``last_round`` is the sooner.

Choices the engine makes for the players ([P], to keep the decisions few)
    The orc player's bonus draw is taken automatically; the figures of an activated token are placed by
    distance; the squad defending a boar is the one with the most figures next to it; CLEAR_TOP any clears the
    pile whose top card costs most. The Trip Wire window opens when an elf starts to move and the orc player
    holds any dirty trick (opening it only for Trip Wire would tell the elves he holds it).
    The extra victims of Cleave, Arcane Bolt and KILL_EXTRA_ORC are the attacker's choice (a ``casualty``
    step of his) where several figures qualify. The Prisoner(s) is for 2 players only (S2), as in the booklet.

The engine is split by idea, one module each beside this one; :class:`OrcWarsState` (here) composes them and
keeps the engine contract (creation, the window, legal actions and refusals, ``_apply``, text, information,
end of game, copies and storage, invariants):

* ``common.py``: the numbers every part shares (seats, slots and targets, card tables, tricks, treasures,
  squad mixes, steps);
* ``actions.py``: the codec and the legal action lists of each step, the words of refusals;
* ``board.py``: reach, paths, distances, line of sight, movement, treasures;
* ``turns.py``: rounds, turns and their steps, hands and piles;
* ``orcs.py``: clans and squads, the squad phase, tokens, reinforcements, dirty tricks;
* ``duel.py``: the HeroCard exchange, targets, card effects, wounds and kills;
* ``scenarios.py``: setups, goals, the end of the game.

Every name of these modules stays importable from here (the table, ``greedy.py`` and the tests read them
from ``engine``).
"""

from __future__ import annotations

from functools import cache
from itertools import repeat
from typing import NamedTuple

# Re-exported: every name the engine module had before its split into parts (the table, greedy.py and
# the tests read them from here).
from orcdesk.core import hex as hx  # noqa: F401
from orcdesk.core.codec import ActionCodec, Field, Kind  # noqa: F401
from orcdesk.core.contract import ALTERNATE, CLOSED, TURN, GameState, Reason, StateFormatError, Window, shown
from orcdesk.core.data import game_options
from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars.actions import (  # noqa: F401
    _B,
    _FIELD_NAMES,
    _SIZES,
    A_DONE,
    A_DRAW,
    A_END,
    A_PASS,
    A_REMAKE,
    CODEC,
    OrcWarsActions,
    enc,
)
from orcdesk.games.orc_wars.board import _DIST_CACHE, _SIGHT_CACHE, OrcWarsBoard, _dist_matrix  # noqa: F401
from orcdesk.games.orc_wars.common import (  # noqa: F401
    _PRISON_CLAN,
    BOAR0,
    CATTR,
    CCOST,
    CTYPE,
    ELF0,
    ELF_MOVE_SLOT,
    HAND,
    HEX_FIELD,
    KING,
    KING_PHASE,
    MIX_INDEX,
    MIXES,
    MOVE_FRESH,
    MOVE_OVER,
    MOVE_SLOTS,
    MOVE_UNDER_WAY,
    N_SLOTS,
    N_TARGETS,
    NONE,
    ORC,
    S_ACTION,
    S_ACTIVATE,
    S_CASUALTY,
    S_CLEAR,
    S_DEPLOY,
    S_DISCARD,
    S_DRAW,
    S_EXCHANGE,
    S_OVER,
    S_PHASES,
    S_REINF,
    S_REINF_HEX,
    S_SETUP_ELF,
    S_SETUP_KING,
    S_SQUAD,
    S_TRIP,
    STEP_NAMES,
    T_ATTR,
    T_COST,
    T_EFFECTS,
    T_KIND,
    T_NAME,
    T_TIMING,
    T_VALUE,
    TE_AMULET,
    TE_BOOTS,
    TE_DRAUGHT,
    TE_HORN,
    TE_SUN,
    TR_CHEAP,
    TR_DRUMS,
    TR_LOOT,
    TR_OATH,
    TR_RALLY,
    TR_SKULL,
    TR_SNEAK,
    TR_TRIP,
    TREASURES,
    TRICK_INDEX,
    TRICKS,
    D,
    _insort,
)
from orcdesk.games.orc_wars.data import (  # noqa: F401
    ATTACK_MOD,
    BASIC_ATTACK,
    BASIC_DEFENSE,
    DATA,
    DEFENSE_MOD,
    FAST,
    HERO_ORDER,
    SPECIAL,
    TREE,
    UNDER,
    WALL,
    board,
    card_info,
)
from orcdesk.games.orc_wars.duel import OrcWarsDuel
from orcdesk.games.orc_wars.orcs import OrcWarsOrcs
from orcdesk.games.orc_wars.roles import resolve_options, seat_heroes
from orcdesk.games.orc_wars.scenarios import OrcWarsScenarios
from orcdesk.games.orc_wars.turns import OrcWarsTurns

__all__ = ["OrcWarsState", "CODEC", "MIXES", "card_info", "ROUND_BOUND_TEXT"]

ROUND_BOUND_TEXT = (
    "A game ends after the last round allowed by the option max_rounds (30 by default). If neither side has "
    "reached its goal by then, the orc player wins: the elves set out on a quest and failed it in the time "
    "given, while the horde only had to hold. Real games end long before (most in 5 to 20 rounds)."
)
"""The round-bound rule in words, for the rules screen (the module docstring explains why)."""


# State fields: name -> kind ("i" int, "b" bool, "l" list of ints, "L" list of lists of ints).
FIELDS = {
    # the turn
    "n_elves": "i",
    "step": "i",
    "decider": "i",
    "round": "i",
    "turn_idx": "i",
    "cur": "i",
    "unit": "i",
    "move_stage": "i",
    "exclusive_left": "i",
    "acted": "b",
    "attacked": "b",
    "drawn": "i",
    "cleared": "i",
    "phases_done": "i",
    "squad_activated": "b",
    "squad_reinforced": "b",
    "squad_drums": "b",
    "reinf_left": "i",
    "reinf_clan": "i",
    "reinf_type": "i",
    "sneak": "b",
    "king_hex": "i",
    "king_alive": "b",
    "held": "b",
    "trophies": "i",
    "over_": "b",
    "limit_hit": "b",
    "act_tile": "i",
    "act_token": "i",
    "act_forced": "b",
    "pending_elf": "i",
    "pending_dest": "i",
    "pending_path": "l",
    # the attack under way (the HeroCard exchange)
    "fight_attacker_seat": "i",
    "fight_defender_seat": "i",
    "fight_attacker": "i",
    "fight_target": "i",
    "fight_defender": "i",
    "fight_card": "i",
    "fight_attack": "i",
    "fight_block": "i",
    "fight_defence_bonus": "i",
    "fight_unblockable_attr": "i",
    "fight_passes": "i",
    "fight_to_play": "i",
    "fight_attacker_picks": "b",
    "fight_blood_oath": "b",
    "fight_extra_kills": "i",
    "fight_ranged": "b",
    "fight_target_hex": "i",
    "fight_squad": "l",
    "fight_log": "L",
    "casualty_options": "l",
    # the pieces and the cards
    "elf_hex": "l",
    "wounds": "l",
    "alive": "l",
    "hurt": "l",
    "fig_hex": "l",
    "fig_type": "l",
    "move_left": "l",
    "token_hex": "l",
    "token_value": "l",
    "token_state": "l",
    "treasure_hex": "l",
    "treasure_holder": "l",
    "treasure_item": "l",
    "treasure_spent": "l",
    "treasure_pool": "l",
    "boar_hex": "l",
    "tricks": "l",
    "trick_pool": "l",
    "tricks_used": "l",
    "winners_": "l",
    "order": "l",
    "kills": "l",
    "hands": "L",
    "decks": "L",
    "discards": "L",
    "piles": "L",
    "clan_piles": "L",
}
# Format 1 (saves and records written before the fields had names that say what they are): old key -> new key.
RENAMED_IN_2 = {
    "mv_state": "move_stage",
    "excl_left": "exclusive_left",
    "sq_act": "squad_activated",
    "sq_reinf": "squad_reinforced",
    "sq_drums": "squad_drums",
    "pend_elf": "pending_elf",
    "pend_dest": "pending_dest",
    "pend_path": "pending_path",
    "x_att_seat": "fight_attacker_seat",
    "x_def_seat": "fight_defender_seat",
    "x_by": "fight_attacker",
    "x_target": "fight_target",
    "x_def_unit": "fight_defender",
    "x_card": "fight_card",
    "x_attack": "fight_attack",
    "x_block": "fight_block",
    "x_defmods": "fight_defence_bonus",
    "x_no_basic": "fight_unblockable_attr",
    "x_passes": "fight_passes",
    "x_prio": "fight_to_play",
    "x_choose": "fight_attacker_picks",
    "x_oath": "fight_blood_oath",
    "x_extra": "fight_extra_kills",
    "x_ranged": "fight_ranged",
    "x_thex": "fight_target_hex",
    "x_squad": "fight_squad",
    "x_log": "fight_log",
    "cas_options": "casualty_options",
    "mv": "move_left",
    "tok_hex": "token_hex",
    "tok_val": "token_value",
    "tok_state": "token_state",
    "tre_hex": "treasure_hex",
    "tre_holder": "treasure_holder",
    "tre_item": "treasure_item",
    "tre_spent": "treasure_spent",
    "tre_pool": "treasure_pool",
    "cpiles": "clan_piles",
}
_SCALARS = [k for k, v in FIELDS.items() if v in "ib"]
_LISTS = [k for k, v in FIELDS.items() if v == "l"]
_NESTED = [k for k, v in FIELDS.items() if v == "L"]

_OPTION_CACHE: dict = {}


def _options(given: dict | None) -> dict:
    try:
        key = tuple(sorted((given or {}).items()))
        hit = _OPTION_CACHE.get(key)
    except TypeError:  # names of several types, or a value that is no option's: game_options says which
        return game_options(D.options, given)
    if hit is None:
        hit = _OPTION_CACHE[key] = game_options(D.options, given)
    return dict(hit)


_DECK_SETS = {name: frozenset(cards) for name, cards in D.deck_cards.items()}
_DECK_HERO = {D.heroes[h]["deck"]: h for h in HERO_ORDER}  # deck -> the hero whose attribute cards it holds


class SeatHeroes(NamedTuple):
    """Per seat 0..3: its role, deck, role power, wound track and attributes (seat 0, the orc player: None
    and the orc deck, the rest empty)."""

    roles: tuple
    decks: tuple
    powers: tuple
    wounds: tuple
    attributes: tuple


@cache
def _seat_table(pair: tuple) -> SeatHeroes:
    roles, decks = pair
    heroes = [D.heroes.get(r) if r else None for r in roles]
    return SeatHeroes(
        roles,
        decks,
        tuple(h["power"] if h else None for h in heroes),
        tuple(h["wounds"] if h else 0 for h in heroes),
        (None,) + tuple(D.heroes[_DECK_HERO[d]]["attrs"] for d in decks[1:]),
    )


def round_order(elves: int, orc_turns: int, elves_first: bool) -> list:
    """The seats' turns in a round: the elves in seat order, the orc player after them (before them with
    ``first_side: orcs``); a horde that plays ``orc_turns`` turns a round (``horde.orc_turns``, against two or
    three elves) plays after each group of elves, the groups as even as can be (3 elves, 2 turns: 1 O 2 3 O)."""
    seats = list(range(1, elves + 1))
    turns = max(1, min(orc_turns, elves))
    out = []
    for k in range(turns):
        group = seats[k * elves // turns : (k + 1) * elves // turns]
        out += group + [ORC] if elves_first else [ORC] + group
    return out


def _fast_shuffle(seed: int, items: list) -> None:
    """Shuffle for ``determinize`` only (search calls it at every iteration: speed matters, cross-platform
    replay does not): sort by a C-level hash of (seed, item)."""
    items[:] = [c for _, c in sorted(zip(map(hash, zip(repeat(seed), items)), items))]


class OrcWarsState(OrcWarsActions, OrcWarsDuel, OrcWarsOrcs, OrcWarsBoard, OrcWarsTurns, OrcWarsScenarios, GameState):
    GAME_ID = "orc_wars"
    FORMAT_VERSION = 2  # 2: the state's fields renamed (RENAMED_IN_2); format 1 is read too
    CODEC = CODEC

    # ================================================================== creation
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> OrcWarsState:
        if players not in (2, 3, 4):
            raise ValueError("HeroCard Orc Wars is for 2 to 4 players")
        s = cls.__new__(cls)
        s.players = players
        s.rng = Rng(seed)
        s.options = _options(resolve_options(options, players))
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
        self.move_left = [0] * MOVE_SLOTS
        nt = len(D.token_values)
        self.token_hex, self.token_value, self.token_state = [-1] * nt, [0] * nt, [0] * nt
        self.treasure_hex, self.treasure_holder, self.treasure_item, self.treasure_spent = (
            [-1] * 5,
            [-1] * 5,
            [-1] * 5,
            [0] * 5,
        )
        self.treasure_pool = []
        self.boar_hex = [-1] * 7
        self.tricks, self.trick_pool, self.tricks_used = [], [], []
        self.fight_log, self.casualty_options, self.winners_, self.kills = [], [], [], [0, 0, 0, 0]
        self.hands, self.decks, self.discards = [[] for _ in range(n)], [[] for _ in range(n)], [[] for _ in range(n)]
        self.piles = [[] for _ in range(12)]  # seat * 3 + attr; seat 0 = the King's piles
        self.clan_piles = [[] for _ in range(5)]
        self.king_hex = -1
        self.unit = -1
        self.act_tile = self.act_token = self.pending_elf = self.pending_dest = -1
        self.fight_attacker = self.fight_target = self.fight_defender = self.fight_card = (
            self.fight_unblockable_attr
        ) = self.fight_target_hex = -1
        self.fight_squad, self.pending_path = [], []
        self.round = 1
        self.order = round_order(n - 1, self.scen["horde"]["orc_turns"][n - 1], self.options["first_side"] == "elves")

    @property
    def scen(self) -> dict:
        return D.scenarios[self.options["scenario"]]

    @property
    def board(self):
        return board(self.options["scenario"])

    # ------------------------------------------------------------------ who plays which elf (C2.4)
    def _seats(self) -> SeatHeroes:
        """Who plays which elf, read from the options once per state (the inner loops ask it often)."""
        table = self.__dict__.get("_seat_table")
        if table is None:
            table = self._seat_table = _seat_table(seat_heroes(self.options))
        return table

    def role_of(self, seat: int) -> str:
        """The role of elf ``seat`` (paladin, ranger, sorcerer): its power and its wound track."""
        return self._seats().roles[seat]

    def deck_of(self, seat: int) -> str:
        """The deck of ``seat`` (orc for seat 0): its action cards and, for an elf, its attribute cards."""
        return self._seats().decks[seat]

    def power_of(self, seat: int) -> str:
        return self._seats().powers[seat]

    def wound_track(self, seat: int) -> int:
        return self._seats().wounds[seat]

    def attributes_of(self, seat: int) -> tuple:
        """Body, Mind, X of elf ``seat``: the attribute cards of its deck."""
        return self._seats().attributes[seat]

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

    # ================================================================== refusals
    def refusal(self, action, seat: int | None = None) -> Reason | None:
        seat = self._acting_seat(seat)
        if self.over_:
            return Reason("common.refuse.game_over")
        if seat != self.decider:
            return Reason(
                "orc_wars.refuse.their_decision",
                {"seat": self.decider, "what": f"orc_wars.refuse.step.{STEP_NAMES[self.step]}"},
            )
        if type(action) is not int or not 0 <= action < CODEC.size:
            return Reason("common.refuse.not_a_move")
        if action in self.legal_actions(seat):
            return None
        return self._reason(CODEC.decode(action))

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
                self.squad_reinforced = True
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
                self.reinf_left = self.reinforce_limit()
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
            self._casualty_chosen(d.fig, ev)
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
        tokens = []
        for t in range(len(self.token_state)):
            st = self.token_state[t]
            if st == 0:
                continue
            tokens.append(
                {
                    "token": t,
                    "hex": self.token_hex[t] if st == 1 else None,
                    "face_down": st == 1,
                    "value": self.token_value[t] if (st == 2 or orc_view) else None,
                }
            )
        return {
            "game": self.GAME_ID,
            "players": n,
            "seat": seat,
            "scenario": self.options["scenario"],
            "round": self.round,
            "turn": self.cur,
            "step": STEP_NAMES[self.step],
            "to_act": list(self.to_act()),
            "unit": self.unit,
            "elves": [
                {
                    "seat": s,
                    "role": self.role_of(s),
                    "deck": self.deck_of(s),
                    "hex": self.elf_hex[s],
                    "alive": bool(self.alive[s]),
                    "wounds": self.wounds[s],
                    "hurt": bool(self.hurt[s]),
                    "piles": [[CTYPE[c] for c in self.piles[s * 3 + a]] for a in range(3)],
                }
                for s in range(1, n)
            ],
            "king": {
                "alive": bool(self.king_alive),
                "hex": self.king_hex,
                "piles": [[CTYPE[c] for c in self.piles[a]] for a in range(3)],
            },
            "figures": [
                {
                    "slot": s,
                    "clan": s // 5,
                    "type": self.fig_type[s],
                    "hex": self.fig_hex[s],
                    "imprisoned": self._imprisoned(s),
                }
                for s in range(N_SLOTS)
                if self.fig_hex[s] >= 0
            ],
            "clan_piles": [[CTYPE[c] for c in p] for p in self.clan_piles],
            "tokens": tokens,
            "treasures": [
                {
                    "treasure": i,
                    "hex": self.treasure_hex[i],
                    "holder": self.treasure_holder[i],
                    "item": self.treasure_item[i],
                    "spent": bool(self.treasure_spent[i]),
                }
                for i in range(5)
                if self.treasure_hex[i] >= 0 or self.treasure_holder[i] >= 0
            ],
            "boars": list(self.boar_hex),
            "hand": [CTYPE[c] for c in self.hands[seat]] if seat is not None and 0 <= seat < n else None,
            "hand_counts": [len(h) for h in self.hands],
            "deck_counts": [len(d) for d in self.decks],
            "discards": [[CTYPE[c] for c in d] for d in self.discards],
            "tricks": list(self.tricks) if orc_view else None,
            "trick_count": len(self.tricks),
            "tricks_used": list(self.tricks_used),
            "exchange": None
            if self.step != S_EXCHANGE and self.step != S_CASUALTY
            else {
                "attacker": self.fight_attacker_seat,
                "defender": self.fight_defender_seat,
                "by": self.fight_attacker,
                "target": self.fight_target,
                "card": self.fight_card,
                "attack": self.fight_attack,
                "block": self._block_total(),
                "basic_defense": self.fight_block >= 0,
                "log": [list(e) for e in self.fight_log],
            },
            "moves_left": list(self.move_left),
            "exclusive_left": self.exclusive_left,
            "phases_done": self.phases_done,
            "held": bool(self.held),
            "trophies": self.trophies,
            "casualty_options": list(self.casualty_options),
            "winners": list(self.winners_),
            "ended_by_round_limit": bool(self.limit_hit),
            "last_round": self.last_round,
        }

    @property
    def last_round(self) -> int:
        """The last round played: the option max_rounds, or the scenario's deadline (goal ``rounds``) if sooner."""
        return min(self.options["max_rounds"], self.scen["goal"].get("rounds", self.options["max_rounds"]))

    def determinize(self, seat: int, rng: Rng) -> OrcWarsState:
        s = self.clone()
        for p in range(self.players):
            if p == seat:
                s.decks[p].sort()  # what the seat knows alone decides the sample, not the real order
                _fast_shuffle(rng.next64(), s.decks[p])
                continue
            pool = sorted(s.hands[p] + s.decks[p])
            _fast_shuffle(rng.next64(), pool)
            k = len(s.hands[p])
            s.hands[p] = sorted(pool[:k])
            s.decks[p] = pool[k:]
        if seat != ORC:
            pool = sorted(s.tricks + s.trick_pool)
            _fast_shuffle(rng.next64(), pool)
            k = len(s.tricks)
            s.tricks, s.trick_pool = sorted(pool[:k]), sorted(pool[k:])
            hidden = [t for t in range(len(s.token_state)) if s.token_state[t] != 2]
            vals = sorted(s.token_value[t] for t in hidden)
            rng.shuffle(vals)
            for t, v in zip(hidden, vals):
                s.token_value[t] = v
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
            d["token_value"] = [v if st == 2 else None for v, st in zip(self.token_value, self.token_state)]
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

    def teams(self) -> dict[str, tuple[int, ...]]:
        return {"elves": tuple(range(1, self.players)), "orcs": (ORC,)}

    # ================================================================== copies and storage
    def clone(self) -> OrcWarsState:
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
        out = {
            "game": self.GAME_ID,
            "version": self.FORMAT_VERSION,
            "players": self.players,
            "rng": self.rng.state,
            "options": dict(self.options),
        }
        d = self.__dict__
        for k in _SCALARS:
            out[k] = bool(d[k]) if FIELDS[k] == "b" else d[k]
        for k in _LISTS:
            out[k] = d[k][:]
        for k in _NESTED:
            out[k] = [x[:] for x in d[k]]
        return out

    @classmethod
    def from_dict(cls, data: dict) -> OrcWarsState:
        cls._check_header(data)
        if data["version"] < 2:
            data = {RENAMED_IN_2.get(k, k): v for k, v in data.items()}
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
                        raise StateFormatError(f"expected an integer, found {shown(v)}", k)
                elif kind == "b":
                    if type(v) is not bool:
                        raise StateFormatError(f"expected true/false, found {shown(v)}", k)
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
            raise StateFormatError(f"inconsistent position: {str(exc)[:300]}", "position") from None
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
            deck = self.deck_of(p)
            cards = self.hands[p] + self.decks[p] + self.discards[p]
            if p == ORC:
                cards += self.piles[0] + self.piles[1] + self.piles[2]
                for c in self.clan_piles:
                    cards += c
            else:
                cards += self.piles[p * 3] + self.piles[p * 3 + 1] + self.piles[p * 3 + 2]
            assert len(cards) == 30 and set(cards) == _DECK_SETS[deck], (
                f"seat {p}: the 30 cards of the {deck} deck are conserved"
            )
            assert len(self.hands[p]) <= HAND, f"seat {p}: hand limit {HAND}"
            assert self.hands[p] == sorted(self.hands[p]), "hands are kept sorted"
        for a in range(3):
            spent = sum(CCOST[c] for c in self.piles[a])
            assert spent <= D.king["attrs"][a], "the King's piles stay within his attributes"
        for s in range(1, n):
            for a in range(3):
                spent = sum(CCOST[c] for c in self.piles[s * 3 + a])
                assert spent <= self.attributes_of(s)[a], f"seat {s}: piles within attributes (B2)"
            if self.alive[s]:
                assert 0 <= self.elf_hex[s] < nh or self.step == S_SETUP_ELF or self.step == S_SETUP_KING, (
                    "a living elf stands on the board"
                )
                assert self.wounds[s] < self.wound_track(s), "a living elf's track is not full"
            else:
                assert self.elf_hex[s] == -1, "a dead elf leaves the board"
        for s in range(n, 4):
            assert not self.alive[s] and self.elf_hex[s] == -1, "no elf beyond the players"
        # One piece per hex.
        occ = [h for h in self.fig_hex if h >= 0]
        if self.king_alive and self.king_hex >= 0:
            occ.append(self.king_hex)
        occ += [self.elf_hex[s] for s in range(1, n) if self.alive[s] and self.elf_hex[s] >= 0]
        occ += [h for h, st in zip(self.token_hex, self.token_state) if st == 1]
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
        assert (
            sorted(self.tricks + self.trick_pool + self.tricks_used) == list(range(len(TRICKS)))
            or not self.scen["dirty_tricks"]
        ), "8 dirty tricks conserved"
        assert sorted(self.token_value) == sorted(D.token_values), "11 squad tokens conserved"
        for i in range(5):
            assert not (self.treasure_hex[i] >= 0 and self.treasure_holder[i] >= 0), (
                "a treasure is on the board or carried"
            )
            if self.treasure_holder[i] >= 0:
                assert self.treasure_item[i] >= 0 and self.alive[self.treasure_holder[i]], (
                    "carried treasures are face up"
                )
        items = [it for it in self.treasure_item if it >= 0]
        assert sorted(items + self.treasure_pool) == list(range(5)), "5 treasure items conserved"
        if not self.king_alive:
            assert self.king_hex == -1, "a dead King leaves the board"
        if self.over_:
            assert self.step == S_OVER and self.winners_, "a finished game has winners"
        else:
            assert self.round <= self.last_round, "the round bound ends the game"
            assert 0 <= self.decider < n, "someone decides"
            if self.step == S_EXCHANGE:
                assert self.decider in (self.fight_attacker_seat, self.fight_defender_seat), (
                    "only the two sides of a fight play"
                )
