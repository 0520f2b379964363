"""A better-informed policy for HeroCard Orc Wars than ``greedy.greedy_action`` (issue 12), the hard level:
``policy_action(state, seat, rng, features=FEATURES)``; ``make_policy_agent`` is the factory data/ai.yaml names.

It is the greedy policy with its blind spots fixed, one named feature each, so that each change could be
measured on its own against greedy (100-200 games per scenario at 2 players, the same deals for both runs):

* ``cycle_orc`` / ``cycle_elf``: in the Discard phase throw away the cards worth least to the hand (the more
  of a kind, the less each) down to 4 cards, so that the Draw phase brings 3: greedy keeps a full hand and then
  draws nothing. The biggest single gain: with the policy on the orc side, greedy elves fell from 42 % to 38 %
  (Orc Camp), 40 % to 9 % (The Relics), 52 % to 30 % (Bounty Hunter).
* ``king_far`` and ``king_safe``: the elves move first, so the King starts out of their first reach with room
  to flee (greedy puts him next to the Paladin); in his phase he strikes only when he can step away after
  (or stands safe), frees the prisoners only from a safe hex, and otherwise stands where the elves need the
  most steps to strike him (one wound kills him). Orc Camp: greedy elves 73 % -> 48 %.
* ``king_hoard``: a King alone on the board (The Prisoner(s)) keeps blocks in hand rather than attacks.
* ``no_waste``: no attack on an elf already wounded this turn (one wound per turn, C9.3).
* ``guard``: in The Relics, orc figures with no elf beside them stand on the treasures the elves would reach
  (orcs deny treasures by standing on them, C11.2). Guarding the boars measured worse.
* ``no_hurt_defense``: an elf already wounded this turn does not block (the points serve its next turn).
* ``goal_first``: an elf that can step next to the King or a boar and strike it walks first (greedy strikes
  whatever stands beside it, and an attack ends a move), to a boar no squad defends if it can (a fixed block
  of 3), and strikes that one: The Great Hunt 46 % -> 63 % elf wins.
* ``boar_pick``: in The Great Hunt an elf with no strike to make walks to the boar that costs least: the steps
  to it, 3 more per face-down token on its tile (entering a tile wakes its tokens) and 1.5 per orc within 3
  hexes of it (greedy walks to the nearest boar). Against a greedy horde, 400 games on the same deals: hard
  elves 255 -> 276 wins (63.75 % -> 69 %); sleepers alone or guards alone did no better than greedy.
* ``cleave``: where dead orcs count (trophies, relics), the hit that kills two (Cleave, Arcane Bolt) first.
* ``careful``: in Bounty Hunter an elf with 2 wounds or more walks where fewer orcs can strike it next turn
  (69 % -> 76 % elf wins over 200 games; elsewhere the elf stalled and lost the race).
* ``orc_threshold``: a squad strikes with any attack whose card and half its affordable modifiers beat 3
  (greedy: 4, so a lone Spear Jab never struck), strongest first: greedy elves 36 % -> 34 % (Orc Camp),
  40 % -> 34 % (The Great Hunt), 34 % -> 28 % (Bounty Hunter), 200 games.

Measured worse and left out of ``FEATURES`` (still selectable, for the record): ``phase_order`` (weakest clan
first), ``phase_strong`` (strongest first: even), ``smart_block`` (no hopeless blocks), ``no_squad_block``
(orcs never block for a squad: far worse), ``orc_keep`` (greedy's quotas without its refill rule),
``keep_prisoners`` (the King never frees the prisoners), ``bodyguard`` (idle orcs fill the hexes around the
King: Orc Camp 36 % -> 50 % greedy elf wins), ``activate_far`` (wake the token the elves would reach last:
The Great Hunt 34 % -> 38 %). ``elf_smart_block`` (``smart_block`` for the elves only) is stronger, but not kept:
added to hard, its elves beat normal's horde in 70.2 / 56.8 / 65.3 / 65.2 / 66.8 % of 600 games (Orc Camp, The
Prisoner(s), The Relics, Bounty Hunter, The Great Hunt; 65 / 57.2 / 63.2 / 62.5 / 59.2 % without), but with hard
on every seat the elves then won 60.7 / 60.3 / 61 % of Orc Camp at 2 players, The Relics at 3 and The Great Hunt
at 4 (56 / 55.4 / 55.3 % without), out of issue 20's 40-60 % balance band.

Issue 20 made this policy the normal level; hard is the same policy with its hand weighed per side and scenario
(``hand``, hand_worth.py, whose docstring gives the figures) and the biggest squad token turned up
(``activate_big``).

A flat Monte Carlo over this policy on the exchanges (search.py, ``policy: policy``) made the elves weaker (The Relics 37 % against 60 %), so the levels
do not search. In The Prisoner(s) the elves won 96-100 % whatever the King did, until the scenario got its
10-round deadline (data/orc_wars.yaml): the King's running away is what makes the deadline bite.
"""

from __future__ import annotations

from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTACK_MOD, BASIC_ATTACK, BASIC_DEFENSE, DEFENSE_MOD, UNDER
from orcdesk.games.orc_wars.goals import _goal_first, _king_action, _orc_fields, goal_action
from orcdesk.games.orc_wars.greedy import (
    KEEP_KING,
    _activate,
    _cycle,
    _elf_hexes,
    _guard,
    _king_alone,
    _king_start,
    _post_figure,
    one_ply_action,
)
from orcdesk.games.orc_wars.hand_worth import hand_for, parse_hand
from orcdesk.games.orc_wars.reach import _best_attack, _by_kind, _decode, _field, _goal_hexes, _mod_budget
from orcdesk.games.orc_wars.specials import SPECIAL_FEATURES, special_first
from orcdesk.games.orc_wars.styles import styled_features, styled_strike
from orcdesk.search.agents import Agent, Dilution

CODEC = E.CODEC

FEATURES = frozenset(
    {
        "no_hurt_defense",
        "king_far",
        "king_safe",
        "goal_first",
        "guard",
        "no_waste",
        "king_hoard",
        "cycle_orc",
        "cycle_elf",
        "cleave",
        "careful",
        "orc_threshold",
        "boar_pick",
        "goal",
    }
)
KNOWN = FEATURES | frozenset(
    {
        "no_waste",
        "phase_order",
        "phase_strong",
        "smart_block",
        "elf_smart_block",
        "no_squad_block",
        "orc_keep",
        "cycle_orc",
        "cycle_elf",
        "keep_prisoners",
        "bodyguard",
        "activate_far",
        "boar_pick",
        "orc_bold",
        "orc_shy",
        "activate_big",
    }
    | SPECIAL_FEATURES
)


def policy_action(state, seat: int, rng, features=FEATURES, hand=None):
    """The policy's move; ``hand``: what a card of each kind is worth to the seat's hand when it cycles (a
    level's per-scenario weights, hand_worth.py), None for greedy's."""
    s = state
    legal = s.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    step = s.step
    if step == E.S_SETUP_KING and "king_far" in features:
        # The elves move first: a King placed within their reach dies before he acts. Start as far as possible
        # from the central tile (where the Paladin starts in The Prisoner(s)), else from the elves' start tiles.
        return _king_start(s, legal, rng)
    if step == E.S_DISCARD and seat == E.ORC and "king_hoard" in features and _king_alone(s):
        return _discard(s, seat, legal, KEEP_KING)
    if step == E.S_DISCARD and ("cycle_orc" if seat == E.ORC else "cycle_elf") in features:
        return _cycle(s, seat, legal, hand)
    if step == E.S_DISCARD and seat == E.ORC and "orc_keep" in features:
        return _discard(s, seat, legal, KEEP_ORC)
    if (
        step == E.S_EXCHANGE
        and seat == s.fight_defender_seat
        and seat != s.fight_attacker_seat
        and ("smart_block" in features or ("elf_smart_block" in features and seat != E.ORC))
    ):
        a = _smart_block(s, seat, legal)
        if a is not None:
            return a
    if (
        step == E.S_EXCHANGE
        and seat == E.ORC
        and s.fight_defender_seat == E.ORC
        and s.fight_attacker_seat != E.ORC
        and "no_squad_block" in features
        and s.fight_target < E.N_SLOTS
        and s.scen["goal"]["kind"] in ("relics", "boars", "kill_king")
        and E.A_PASS in legal
    ):
        # Where orc figures are not the elves' goal, the hand's cards are worth more as attacks than as blocks.
        return E.A_PASS
    if step == E.S_EXCHANGE and seat != E.ORC and seat == s.fight_defender_seat:
        # An elf takes one wound per turn (C9.3): once hurt, a block only spends points the next turn needs.
        if "no_hurt_defense" in features and s.hurt[seat] and E.A_PASS in legal:
            return E.A_PASS
    if step in (E.S_SQUAD, E.S_ACTIVATE) and "activate_big" in features:
        bk = _by_kind(legal)
        if bk.get("activate") and not bk.get("trick"):
            return _activate(s, bk["activate"], _elf_hexes(s), rng, TOKEN_FIGURE)
    if step == E.S_SQUAD and "activate_far" in features:
        acts = [(a, d) for a, d in _decode(legal) if d.kind == "activate"]
        elves = _elf_hexes(s)
        if acts and elves:
            # A token on the tile an elf enters wakes for free (C6): wake the one the elves would reach last.
            return max(acts, key=lambda ad: (min(s._dist(s.token_hex[ad[1].token], e) for e in elves), rng.random()))[0]
    if step == E.S_ACTION and seat != E.ORC:
        for feature, rule in _ELF_ACTION_RULES:  # the first rule that has an opinion decides
            if feature in features:
                a = rule(s, seat, legal, rng)
                if a is not None:
                    return a
    if step == E.S_ACTION and seat == E.ORC and s.unit == E.KING_PHASE and "king_safe" in features:
        a = _king_action(s, legal, rng, "keep_prisoners" not in features)
        if a is not None:
            return a
    if step == E.S_PHASES and ("phase_order" in features or "phase_strong" in features):
        a = _phase_order(s, legal, "phase_strong" in features)
        if a is not None:
            return a
    if step == E.S_ACTION and seat == E.ORC and "no_waste" in features:
        hurt = {E.KING + o for o in range(1, s.players) if s.hurt[o]}
        if hurt:
            keep = [a for a in legal if not (CODEC.decode(a).kind == "attack" and CODEC.decode(a).target in hurt)]
            if len(keep) < len(legal):
                return policy_action_on(s, seat, rng, features, keep)
    if step == E.S_ACTION and seat == E.ORC and s.unit != E.KING_PHASE and "orc_threshold" in features:
        attacks = [(a, d) for a, d in _decode(legal) if d.kind == "attack"]
        if attacks:
            best, best_key = None, None
            # a named opponent's style: a bold horde strikes with one point less, a shy one wants one more
            likely = ORC_LIKELY - ("orc_bold" in features) + ("orc_shy" in features)
            for a, d in attacks:
                pot = E.T_VALUE[d.card] + _mod_budget(s, d.by, (ATTACK_MOD,)) // 2
                if pot <= likely:
                    continue
                key = (pot, -E.T_COST[d.card], rng.random())
                if best_key is None or key > best_key:
                    best, best_key = a, key
            if best is not None:
                return best
            legal = [a for a in legal if CODEC.decode(a).kind != "attack"]
            return policy_action_on(s, seat, rng, features - {"orc_threshold"}, legal)
    if step == E.S_ACTION and seat == E.ORC and s.unit != E.KING_PHASE and "bodyguard" in features:
        a = _bodyguard(s, legal, rng)
        if a is not None:
            return a
    if step == E.S_ACTION and seat == E.ORC and s.unit != E.KING_PHASE and "guard" in features:
        a = _guard(s, legal, rng)
        if a is not None:
            return a
    return one_ply_action(s, seat, rng)


def _bodyguard(s, legal, rng):
    """Orc figures with no elf beside them fill the free hexes around the King when an elf comes near: an elf
    strikes only from a hex next to its target (the King dies of one wound)."""
    if s.move_stage == E.MOVE_OVER or not s.king_alive or s.king_hex < 0:
        return None
    elves = _elf_hexes(s)
    if not elves:
        return None
    k = s.king_hex
    if min(s._dist(k, e) for e in elves) > 7:
        return None
    b = s.board
    occ = s._occupied()
    spots = {n for n in b.neigh[k] if n not in occ and n not in b.blocks and b.terrain[n] != UNDER}
    if not spots:
        return None
    rank = {n: min(s._dist(n, e) for e in elves) for n in spots}
    return _post_figure(s, legal, elves, rank, rng, stay=frozenset(b.neigh[k]))


# ``activate_big``: each figure more a token brings is worth this many hexes farther from the elves.
TOKEN_FIGURE = 2.0

# The orcs strike when the card and half their affordable modifiers beat this (greedy: 4, so a lone Spear Jab
# never strikes); 0-3 measured alike, 6 far worse.
ORC_LIKELY = 3


class _Filtered:
    """The state seen with fewer legal actions (a policy that must not pick some of them)."""

    def __init__(self, s, legal):
        self.__dict__["_s"], self.__dict__["_l"] = s, legal

    def legal_actions(self, seat=None):
        return list(self._l)

    def __getattr__(self, k):
        return getattr(self._s, k)


def policy_action_on(s, seat, rng, features, legal):
    if len(legal) == 1:
        return legal[0]
    return policy_action(_Filtered(s, legal), seat, rng, features - {"no_waste"})


def _phase_order(s, legal, strong_first=False):
    """One wound per elf and turn: open first the clans that cannot strike, then the weakest strikers (they
    drain the elf's blocks), the strongest last."""
    phases = [CODEC.decode(a).unit for a in legal if CODEC.decode(a).kind == "phase"]
    if len(phases) < 2:
        return None
    elves = [(o, s.elf_hex[o]) for o in range(1, s.players) if s.alive[o] and s.elf_hex[o] >= 0]
    hand = s.hands[E.ORC]
    atk = [t for t in s._types_in_hand(hand, (BASIC_ATTACK,))]

    def power(u):
        if u == E.KING_PHASE:
            return 99  # the King last, as greedy does
        best = 0
        for sq in s._squads(u):
            near = any(s._dist(s.fig_hex[f], h) <= 1 for f in sq for _, h in elves)
            if not near:
                continue
            for t in atk:
                if s._affordable(sq[0], t):
                    best = max(best, E.T_VALUE[t] + _mod_budget(s, sq[0], (ATTACK_MOD,)))
        return best

    if strong_first:
        u = max(phases, key=lambda u: (power(u) if u != E.KING_PHASE else -1, -u))
    else:
        u = min(phases, key=lambda u: (power(u), u))
    return E.enc("phase", unit=u)


KEEP_ORC = {0: 3, 1: 1, 2: 3, 3: 2, 4: 1}


def _discard(s, seat, legal, keep):
    """Greedy's cycling of the hand with other quotas per card kind (see greedy.KEEP)."""
    count: dict = {}
    for c in s.hands[seat]:
        k = E.D.t_kind[E.CTYPE[c]]
        count[k] = count.get(k, 0) + 1
    options = []
    for a, d in _decode(legal):
        if d.kind != "discard":
            continue
        k = E.D.t_kind[d.card]
        extra = count.get(k, 0) - keep[k]
        if extra > 0:
            options.append((extra, -E.T_VALUE[d.card], a))
    if options:
        return max(options)[2]
    return E.A_DONE


def _smart_block(s, seat, legal):
    """Pass instead of spending points on a block that cannot reach the attack even with every affordable
    defence modifier (greedy plays its biggest block anyway)."""
    if s.hurt[seat] if seat != E.ORC else False:
        return E.A_PASS
    att, block = s.fight_attack, s._block_total()
    if att <= block:
        return None
    du = s.fight_defender
    if du < 0:
        return None
    mods = _mod_budget(s, du, (DEFENSE_MOD,))
    if s.fight_block >= 0:
        best = block + mods
    else:
        basics = [
            E.T_VALUE[CODEC.decode(a).card]
            for a in legal
            if CODEC.decode(a).kind == "play" and E.D.t_kind[CODEC.decode(a).card] == BASIC_DEFENSE
        ]
        if not basics:
            return None
        best = max(basics) + mods
    if best < att and not any(CODEC.decode(a).kind == "trick" for a in legal):
        return E.A_PASS
    return None


def _kills(s, seat, target) -> int:
    """Orc figures a hit on ``target`` would kill: the target and, for the Paladin's Cleave, one more of its
    squad next to him, for the Sorcerer's Arcane Bolt one more next to the target."""
    if target >= E.N_SLOTS:
        return 0
    power = s.power_of(seat)
    if power not in ("cleave", "arcane_bolt"):
        return 1
    me, th = s.elf_hex[seat], s.fig_hex[target]
    centre = me if power == "cleave" else th
    others = [f for f in s._squad(target) if f != target and s._dist(s.fig_hex[f], centre) == 1]
    return 2 if others else 1


# Where dead orcs count (trophies) or block the way (relics); in The Great Hunt it measured worse (62 % against
# 66 % elf wins over 200 games).
CLEAVE_GOALS = ("trophies", "relics")


def _boar_attack(s, attacks, rng):
    """Greedy's choice of attack, but on a boar no squad defends (a fixed block of 3) when one is in reach."""
    boars = [(a, d) for a, d in attacks if E.BOAR0 <= d.target < E.NONE]
    free = [(a, d) for a, d in boars if s._boar_defender(s.boar_hex[d.target - E.BOAR0]) < 0]
    if not free or len(free) == len(boars):
        return None
    a = _best_attack(s, free, lambda d: d.by, {d.target for _, d in free}, rng)
    return a


def _elf_attack(s, seat, legal, rng):
    """Greedy's choice of attack (goal targets first, then what beats the likely block), but among orc
    figures the one whose hit kills two (Cleave, Arcane Bolt) first."""
    attacks = [(a, d) for a, d in _decode(legal) if d.kind == "attack"]
    if not attacks:
        return None
    goal = s.scen["goal"]["kind"]
    if goal == "boars":
        return _boar_attack(s, attacks, rng)
    if goal not in CLEAVE_GOALS:
        return None
    goal_targets = set()
    if goal in ("kill_king", "king_and_prisoners", "trophies"):
        goal_targets.add(E.KING)
    if any(d.target in goal_targets for _, d in attacks):
        return None  # greedy's choice: the goal first
    a = _best_attack(s, attacks, lambda d: d.by, goal_targets, rng)
    if a is None:
        return None
    kills = {d.target: _kills(s, seat, d.target) for _, d in attacks}
    if max(kills.values()) < 2:
        return None
    best_card = CODEC.decode(a).card
    doubles = [(x, d) for x, d in attacks if kills[d.target] >= 2 and d.card == best_card]
    return min(doubles, key=lambda xd: (xd[1].target, rng.random()))[0] if doubles else None


# Bounty Hunter only: there the orcs are the goal; elsewhere the wounded elf stalled and lost the race (Orc Camp
# 73 % -> 41 %, The Relics 64 % -> 17 %, The Great Hunt 68 % -> 25 % elf wins, 100 games).
CAREFUL_GOALS = {"trophies": 0.5}  # goal -> weight of each orc in reach, per wound (Orc Camp 0.1: 73 % -> 65 %)
CAREFUL_WOUNDS = 2  # from this many wounds an elf weighs the orcs that could strike it against its goal


def _careful_move(s, seat, legal, rng):
    """Greedy walks an elf straight to its goal; a wounded elf that has no attack to make walks to the hex that
    trades goal progress against the orc figures able to strike it there next turn."""
    if s.wounds[seat] < CAREFUL_WOUNDS or s.move_stage == E.MOVE_OVER or s.scen["goal"]["kind"] not in CAREFUL_GOALS:
        return None
    bk = _by_kind(legal)
    moves = bk.get("move", [])
    if not moves or (s.exclusive_left > 0 and bk.get("attack")):
        return None
    if bk.get("pickup") or bk.get("use"):
        return None

    kind = s.scen["goal"]["kind"]
    goals = _goal_hexes(s, seat)
    if kind == "relics" and not [h for h in s.treasure_hex if h >= 0]:
        goals = [s.board.entries[0]]
    field = _field(s, goals, False)
    stand_on = kind == "relics"
    orcs = _orc_fields(s)
    w = CAREFUL_GOALS[kind] * s.wounds[seat]

    def cost(h):
        d = field.get(h, 99)
        return (d if stand_on else abs(d - 1)) + w * sum(1 for o in orcs if s._dist(o, h) <= 4)

    here = s.elf_hex[seat]
    best = min(moves, key=lambda ad: (cost(ad[1].hex), rng.random()))
    if cost(best[1].hex) < cost(here):
        return best[0]
    return E.A_END


BOAR_SLEEPERS = 3.0  # steps an elf would walk further to avoid each face-down token on a boar's tile
BOAR_GUARDS = 1.5  # ... and each orc figure within 3 hexes of the boar


def _boar_walk(s, seat, legal, rng):
    """The Great Hunt: greedy walks to the nearest boar. Walk instead to the boar that costs least: the steps
    to it, plus the face-down tokens on its tile (entering the tile wakes them) and the orcs already near it."""
    if s.scen["goal"]["kind"] != "boars" or s.move_stage == E.MOVE_OVER:
        return None
    bk = _by_kind(legal)
    moves = bk.get("move", [])
    if not moves or bk.get("attack") or bk.get("pickup") or bk.get("use"):
        return None

    here = s.elf_hex[seat]
    boars = [h for h in s.boar_hex if h >= 0]
    if not boars or any(s._dist(here, h) == 1 for h in boars):
        return None
    b = s.board
    orcs = _orc_fields(s)

    def cost(h):
        tile = b.tile_of[h]
        sleepers = sum(
            1 for t in range(len(s.token_state)) if s.token_state[t] == 1 and b.tile_of[s.token_hex[t]] == tile
        )
        return BOAR_SLEEPERS * sleepers + BOAR_GUARDS * sum(1 for o in orcs if s._dist(o, h) <= 3)

    best, best_cost = None, None
    for h in boars:
        field = _field(s, [h], False)
        c = field.get(here, 99) + cost(h)
        if best_cost is None or c < best_cost:
            best, best_cost = field, c
    if best is None or best.get(here, 99) >= 99:
        return None
    nxt = min(moves, key=lambda ad: (best.get(ad[1].hex, 99), rng.random()))
    if best.get(nxt[1].hex, 99) < best.get(here, 99) and best.get(here, 99) > 1:
        return nxt[0]
    return None


# The elf's Action-phase rules, in the order they are asked (each returns None where it has no opinion).
_ELF_ACTION_RULES = (
    ("goal_first", _goal_first),
    ("cleave", _elf_attack),
    ("boar_pick", _boar_walk),
    ("careful", _careful_move),
)


class PolicyAgent(Agent):
    """The policy as an agent; ``greedy_share``/``random_share`` dilute it for the gentler levels."""

    def __init__(
        self,
        seed: int = 0,
        name: str = "ow-policy",
        features=None,
        greedy_share: float = 0.0,
        random_share: float = 0.0,
        style: dict | None = None,
        hand: dict | None = None,
        add_features=(),
    ) -> None:
        self.rng = Rng(seed)
        self.hand = parse_hand(hand)
        self.name = name
        feats = (FEATURES if features is None else frozenset(features)) | frozenset(add_features)
        unknown = feats - KNOWN
        if unknown:
            raise ValueError(f"unknown Orc Wars policy feature(s) {sorted(unknown)} (known: {sorted(KNOWN)})")
        self.features = styled_features(feats, style)
        self.attack = float((style or {}).get("attack", 1.0))
        self.dilution = Dilution(greedy_share, random_share)

    def policy(self, state, seat, rng):
        chosen = policy_action(state, seat, rng, self.features, self._hand(state, seat))
        return special_first(state, seat, state.legal_actions(seat), chosen, self.features)

    def _hand(self, state, seat: int):
        return hand_for(self.hand, seat, state.options["scenario"], state.players) if self.hand else None

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if len(legal) > 1 and "goal" in self.features:
            plain = goal_action(state, seat, legal, self.rng)  # never left to the dilution's chance
            if plain is not None:
                return plain
        instead = self.dilution.preempt(state, seat, legal, self.rng, one_ply_action)
        if instead is not None:
            return styled_strike(state, seat, legal, instead, self.attack, self.rng)
        return styled_strike(state, seat, legal, self.policy(state, seat, self.rng), self.attack, self.rng)


def make_policy_agent(
    game_id: str = "orc_wars", seed: int = 0, name: str = "ow-policy", style: dict | None = None, **params
) -> PolicyAgent:
    """The factory data/ai.yaml can name. Params: features (list, default FEATURES), add_features (more of them),
    greedy_share, random_share, hand (the worth of each card kind per side and scenario, hand_worth.py); ``style`` a named opponent's weights
    (orcdesk.ai.make_agent)."""
    if game_id != "orc_wars":
        raise ValueError(f"the Orc Wars policy plays orc_wars, not {game_id!r}")
    return PolicyAgent(seed, name=name, style=style, **params)


__all__ = ["FEATURES", "PolicyAgent", "make_policy_agent", "policy_action"]
