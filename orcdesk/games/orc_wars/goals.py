"""The plain goal moves of HeroCard Orc Wars: the moves every level above easy takes whenever it has one,
before anything else it weighs (normal plays greedy's move on most decisions; these are not left to chance).

* the King, his prisoners still held, can end a move next to one of them: he frees them, from the hex the
  elves need most steps to strike (the orcs' goal in The Prisoner(s); greedy would rather strike the Paladin
  and stay beside him);
* the King, his prisoners still held but too far to free this move, walks towards them before he strikes
  anyone, on the hexes the elves need most steps to strike;
* the King stands where an elf can strike him next turn and can walk out of every elf's reach: he flees (one
  wound kills him; greedy stays to fight and dies);
* in The Prisoner(s) a freed orc beside an elf that its squad cannot strike walks out of the elves' reach
  (each orc the elves kill brings them nearer their goal, and the horde wins by lasting the rounds);
* an orc squad beside an elf one wound from death, not yet wounded this turn, strikes it;
* an elf beside the King (or an unguarded boar in The Great Hunt) strikes it, its goal; one that can walk
  next to it and strike it walks there first;
* an elf in The Relics stands on a chest it can open: it picks it up; one it can reach: it walks onto it.

``goal_action(state, seat, legal, rng)`` returns the move, or None when there is no plain goal move.
"""

from __future__ import annotations

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTACK_MOD, BASIC_ATTACK
from orcdesk.games.orc_wars.reach import (
    SAFE,
    _best_attack,
    _by_kind,
    _decode,
    _elf_fields,
    _king_goal,
    _likely_block,
    _mod_budget,
    _threat,
)


def goal_action(s, seat: int, legal: list, rng):
    if s.step != E.S_ACTION:
        return None
    if seat == E.ORC:
        if s.unit == E.KING_PHASE:
            return _king_goal(s, legal, rng)
        return _finish_an_elf(s, legal, rng) or _freed_orc_flees(s, legal, rng)
    return _elf_goal(s, seat, legal, rng)


def _finish_an_elf(s, legal, rng):
    """A squad's attack on an elf one wound from death (and not wounded yet this turn: it would not count)."""
    dying = {
        E.KING + o for o in range(1, s.players) if s.alive[o] and not s.hurt[o] and s.wounds[o] + 1 >= s.wound_track(o)
    }
    attacks = [(a, d) for a, d in _decode(legal) if d.kind == "attack" and d.target in dying]
    if not attacks:
        return None
    return max(attacks, key=lambda ad: (E.T_VALUE[ad[1].card], -E.T_COST[ad[1].card], rng.random()))[0]


def _freed_orc_flees(s, legal, rng):
    """The Prisoner(s): an orc of the squad in its phase standing beside an elf, with no strike left to the
    squad, walks to the hex the elves need most steps to strike (never waits there to be cut down)."""
    from orcdesk.games.orc_wars.reach import _elf_fields, _threat

    if s.scen["goal"]["kind"] != "king_and_prisoners" or s.move_stage == E.MOVE_OVER:
        return None
    decoded = _decode(legal)
    if any(d.kind == "attack" for _, d in decoded):
        return None  # it can strike: the policy weighs the strike
    elves = [s.elf_hex[o] for o in range(1, s.players) if s.alive[o] and s.elf_hex[o] >= 0]
    beside = {
        d.fig
        for _, d in decoded
        if d.kind == "move" and d.fig < E.N_SLOTS and any(s._dist(s.fig_hex[d.fig], e) == 1 for e in elves)
    }
    if not beside:
        return None
    fig = min(beside)
    fields = _elf_fields(s, s.fig_hex[fig])
    here = _threat(s, s.fig_hex[fig], fields)
    moves = [(a, d.hex) for a, d in decoded if d.kind == "move" and d.fig == fig]
    a, h = max(moves, key=lambda ah: (_threat(s, ah[1], fields), rng.random()))
    return a if _threat(s, h, fields) > here else None


def _elf_goal(s, seat, legal, rng):
    by_kind = _by_kind(legal)
    kind = s.scen["goal"]["kind"]
    goal_targets = set()
    if kind in ("kill_king", "king_and_prisoners") and s.king_alive:
        goal_targets.add(E.KING)
    if kind == "boars":
        goal_targets |= {E.BOAR0 + i for i, h in enumerate(s.boar_hex) if h >= 0 and s._boar_defender(h) < 0}
    strikes = [(a, d) for a, d in by_kind.get("attack", []) if d.target in goal_targets]
    if strikes:
        return _best_attack(s, strikes, lambda d: d.by, goal_targets, rng) or strikes[0][0]
    walk = _goal_first(s, seat, legal, rng)  # a step that brings it next to the King or a boar it can beat
    if walk is not None:
        return walk
    if kind == "relics":
        if by_kind.get("pickup"):
            return by_kind["pickup"][0][0]
        chests = {h for i, h in enumerate(s.treasure_hex) if h >= 0 and s.treasure_holder[i] < 0}
        # an orc standing on a chest denies it (C11.2): strike the guard when the strike can beat its block
        guards = [
            (a, d) for a, d in by_kind.get("attack", []) if d.target < E.N_SLOTS and s.fig_hex[d.target] in chests
        ]
        if guards:
            a = _best_attack(s, guards, lambda d: d.by, set(), rng)
            if a is not None:
                return a
        onto = [(a, d) for a, d in by_kind.get("move", []) if d.hex in chests]
        if onto:
            return min(onto, key=lambda ad: (s._dist(s.elf_hex[seat], ad[1].hex), rng.random()))[0]
    return None


def _goal_targets(s) -> list:
    """(target, hex) of what the elves' goal asks them to strike: the King, or the living boars."""
    kind = s.scen["goal"]["kind"]
    out = []
    if kind in ("kill_king", "king_and_prisoners", "trophies") and s.king_alive and s.king_hex >= 0:
        out.append((E.KING, s.king_hex))
    if kind == "boars":
        out += [(E.BOAR0 + i, h) for i, h in enumerate(s.boar_hex) if h >= 0]
    return out


def _goal_first(s, seat, legal, rng):
    """Greedy strikes whatever stands next to the elf, then walks to its goal; when a step can bring the elf
    next to the King or a boar it can beat, walk first and strike the goal (an attack ends a begun move)."""
    if s.exclusive_left <= 0 or s.attacked or s.move_stage != E.MOVE_FRESH:
        return None
    targets = _goal_targets(s)
    if not targets:
        return None
    me = 25 + seat
    hand = s.hands[seat]
    best = 0
    for t in s._types_in_hand(hand, (BASIC_ATTACK,)):
        if s._affordable(me, t):
            best = max(best, E.T_VALUE[t])
    if not best:
        return None
    potential = best + _mod_budget(s, me, (ATTACK_MOD,)) // 2
    here = s.elf_hex[seat]
    ok = []
    for tg, h in targets:
        if potential > _likely_block(s, tg):
            if s._dist(here, h) == 1:
                return None  # already there: greedy strikes it (goal targets first)
            ok.append(h)
    if not ok:
        return None
    moves = [(a, d.hex) for a, d in _decode(legal) if d.kind == "move"]
    near = [(a, h) for a, h in moves if any(s._dist(h, g) == 1 for g in ok)]
    if not near:
        return None
    orcs = _orc_fields(s)
    free = {g for g in ok if g in s.boar_hex and s._boar_defender(g) < 0}  # a lone boar blocks a fixed 3

    def key(ah):
        h = ah[1]
        return (not any(s._dist(h, g) == 1 for g in free), _danger(s, h, orcs), rng.random())

    return min(near, key=key)[0]


def _orc_fields(s):
    return [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and not s._imprisoned(sl)] + (
        [s.king_hex] if s.king_alive and s.king_hex >= 0 else []
    )


def _danger(s, h, orcs) -> int:
    """Orc figures within striking distance of hex ``h`` (a rough count of next turn's attackers)."""
    return sum(1 for o in orcs if s._dist(o, h) <= 4)


def _king_action(s, legal, rng, free=True):
    """The King's phase: strike only when he can step away afterwards (or stands safe), free the prisoners only
    from a hex the elves cannot reach next turn, and otherwise stand where the elves need the most steps to
    strike him (he dies of one wound)."""
    bk = _by_kind(legal)
    fields = _elf_fields(s, s.king_hex)
    if not fields:
        return None
    here = _threat(s, s.king_hex, fields)
    can_move_later = s.move_stage == E.MOVE_FRESH and s.move_left[E.KING] > 0
    attacks = bk.get("attack", [])
    if attacks and (can_move_later or here >= SAFE - 2):
        a = _best_attack(s, attacks, lambda d: d.by, set(), rng)
        if a is not None:
            return a
    moves = [(a, d.hex) for a, d in bk.get("move", []) if d.fig == E.KING]
    if not moves or s.move_stage == E.MOVE_OVER:
        return E.A_END
    opts = moves + [(E.A_END, s.king_hex)]
    pris = []
    if s.held:
        pris = [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and s._imprisoned(sl)]

    occ = s._occupied()
    occ.discard(s.king_hex)
    under = s._under_ok(E.KING)
    cache: dict = {}

    def room(h):
        """How many hexes the King could flee to from ``h`` next turn that the elves, where they stand now,
        cannot strike: an evader in a corner is caught."""
        if h not in cache:
            reach = s._reach(h, E.D.move, True, under, None, occ)
            cache[h] = sum(1 for x in reach if _threat(s, x, fields) >= SAFE)
        return cache[h]

    def key(ah):
        a, h = ah
        t = _threat(s, h, fields)
        frees = bool(pris) and any(s._dist(h, p) == 1 for p in pris)
        if not free:
            frees = not frees
        near = min((s._dist(h, p) for p in pris), default=0)
        return (min(t, SAFE - 2), frees, min(t, SAFE), room(h), -near, rng.random())

    return max(opts, key=key)[0]
