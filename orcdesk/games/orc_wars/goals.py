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
from orcdesk.games.orc_wars.greedy import _best_attack, _decode


def goal_action(s, seat: int, legal: list, rng):
    if s.step != E.S_ACTION:
        return None
    if seat == E.ORC:
        if s.unit == E.KING_PHASE:
            return _king_goal(s, legal, rng)
        return _finish_an_elf(s, legal, rng) or _freed_orc_flees(s, legal, rng)
    return _elf_goal(s, seat, legal, rng)


def _king_goal(s, legal, rng):
    from orcdesk.games.orc_wars.policy import SAFE, _elf_fields, _threat
    if s.move_stage == E.MOVE_OVER or not s.king_alive:
        return None
    moves = [(a, d.hex) for a, d in _decode(legal) if d.kind == "move" and d.fig == E.KING]
    if not moves:
        return None
    fields = _elf_fields(s, s.king_hex)
    if not fields:
        return None
    safe = [(a, h) for a, h in moves if _threat(s, h, fields) >= SAFE]
    if s.held:  # free the clan, from the hex the elves need most steps to strike (its five orcs then guard him)
        pris = [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and s._imprisoned(sl)]
        frees = [(a, h) for a, h in moves if any(s._dist(h, p) == 1 for p in pris)]
        if frees:
            return max(frees, key=lambda ah: (min(_threat(s, ah[1], fields), SAFE), rng.random()))[0]
        nearest = min((s._dist(s.king_hex, p) for p in pris), default=0)

        def towards(ah):  # the safest hexes first, then the nearest the prisoners
            return (min(_threat(s, ah[1], fields), SAFE), -min(s._dist(ah[1], p) for p in pris), rng.random())
        if pris:
            a, h = max(moves, key=towards)
            if min(s._dist(h, p) for p in pris) < nearest:
                return a
    if _threat(s, s.king_hex, fields) < SAFE and safe:
        return max(safe, key=lambda ah: (_threat(s, ah[1], fields), rng.random()))[0]
    return None


def _finish_an_elf(s, legal, rng):
    """A squad's attack on an elf one wound from death (and not wounded yet this turn: it would not count)."""
    dying = {E.KING + o for o in range(1, s.players)
             if s.alive[o] and not s.hurt[o] and s.wounds[o] + 1 >= s.wound_track(o)}
    attacks = [(a, d) for a, d in _decode(legal) if d.kind == "attack" and d.target in dying]
    if not attacks:
        return None
    return max(attacks, key=lambda ad: (E.T_VALUE[ad[1].card], -E.T_COST[ad[1].card], rng.random()))[0]


def _freed_orc_flees(s, legal, rng):
    """The Prisoner(s): an orc of the squad in its phase standing beside an elf, with no strike left to the
    squad, walks to the hex the elves need most steps to strike (never waits there to be cut down)."""
    from orcdesk.games.orc_wars.policy import _elf_fields, _threat
    if s.scen["goal"]["kind"] != "king_and_prisoners" or s.move_stage == E.MOVE_OVER:
        return None
    decoded = _decode(legal)
    if any(d.kind == "attack" for _, d in decoded):
        return None  # it can strike: the policy weighs the strike
    elves = [s.elf_hex[o] for o in range(1, s.players) if s.alive[o] and s.elf_hex[o] >= 0]
    beside = {d.fig for _, d in decoded if d.kind == "move" and d.fig < E.N_SLOTS
              and any(s._dist(s.fig_hex[d.fig], e) == 1 for e in elves)}
    if not beside:
        return None
    fig = min(beside)
    fields = _elf_fields(s, s.fig_hex[fig])
    here = _threat(s, s.fig_hex[fig], fields)
    moves = [(a, d.hex) for a, d in decoded if d.kind == "move" and d.fig == fig]
    a, h = max(moves, key=lambda ah: (_threat(s, ah[1], fields), rng.random()))
    return a if _threat(s, h, fields) > here else None


def _elf_goal(s, seat, legal, rng):
    by_kind: dict = {}
    for a, d in _decode(legal):
        by_kind.setdefault(d.kind, []).append((a, d))
    kind = s.scen["goal"]["kind"]
    goal_targets = set()
    if kind in ("kill_king", "king_and_prisoners") and s.king_alive:
        goal_targets.add(E.KING)
    if kind == "boars":
        goal_targets |= {E.BOAR0 + i for i, h in enumerate(s.boar_hex)
                         if h >= 0 and s._boar_defender(h) < 0}
    strikes = [(a, d) for a, d in by_kind.get("attack", []) if d.target in goal_targets]
    if strikes:
        return _best_attack(s, strikes, lambda d: d.by, goal_targets, rng) or strikes[0][0]
    from orcdesk.games.orc_wars.policy import _goal_first
    walk = _goal_first(s, seat, legal, rng)  # a step that brings it next to the King or a boar it can beat
    if walk is not None:
        return walk
    if kind == "relics":
        if by_kind.get("pickup"):
            return by_kind["pickup"][0][0]
        chests = {h for i, h in enumerate(s.treasure_hex) if h >= 0 and s.treasure_holder[i] < 0}
        onto = [(a, d) for a, d in by_kind.get("move", []) if d.hex in chests]
        if onto:
            return min(onto, key=lambda ad: (s._dist(s.elf_hex[seat], ad[1].hex), rng.random()))[0]
    return None


