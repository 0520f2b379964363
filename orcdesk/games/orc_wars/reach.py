"""Who can strike where in HeroCard Orc Wars: the steps each elf needs to stand where it can strike a hex
(its reach, :func:`_elf_fields` and :func:`_threat`), and the King's own goal move that rests on it (free his
clan from the hex the elves need most steps to strike, or flee out of reach), and the attack a unit can build
with the modifiers it can afford (:func:`_best_attack`), and the walking distances toward a set of hexes
(:func:`_field`, an elf's goal hexes: :func:`_goal_hexes`). Greedy, the goal moves, the specials and the policy
all use it, so it sits below them."""

from __future__ import annotations

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTACK_MOD, UNDER


def _decode(actions):
    return [(a, E.CODEC.decode(a)) for a in actions]


def _by_kind(legal) -> dict:
    """The legal actions decoded and grouped by kind: {kind: [(action, decoded), ...]}."""
    out: dict = {}
    for a, d in _decode(legal):
        out.setdefault(d.kind, []).append((a, d))
    return out


SAFE = 6  # an elf needing this many steps to stand where it can strike is far enough (3 moves + 2 extra + 1)


def _elf_fields(s, ignore: int) -> list:
    """Per living elf: (steps to every hex it can walk to, ignoring the King's own hex as an obstacle; its
    attack range)."""
    b = s.board
    occ = s._occupied()
    occ.discard(ignore)
    out = []
    for o in range(1, s.players):
        h = s.elf_hex[o]
        if not s.alive[o] or h < 0:
            continue
        dist = {h: 0}
        frontier = [h]
        d = 0
        while frontier and d < SAFE + 2:
            d += 1
            nxt = []
            for x in frontier:
                for n in b.neigh[x]:
                    if n in dist or n in b.blocks or n in occ:
                        continue
                    dist[n] = d
                    nxt.append(n)
            frontier = nxt
        rng_ = 1
        power = s.power_of(o)
        if power == "arcane_bolt":
            rng_ = E.D.powers["arcane_bolt"]["range"]
        elif power == "skirmish":
            rng_ = 2
        out.append((dist, rng_))
    return out


def _threat(s, k: int, fields: list) -> int:
    """Fewest steps any elf needs to strike a figure on hex ``k`` (capped at SAFE)."""
    best = SAFE
    for dist, r in fields:
        if r == 1:
            for n in s.board.neigh[k]:
                d = dist.get(n)
                if d is not None and d < best:
                    best = d
        else:
            for n, d in dist.items():
                if d < best and s._dist(n, k) <= r:
                    best = d
    return best


def _king_goal(s, legal, rng):
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


LIKELY_BLOCK = 4  # what an unseen defender usually blocks with one basic defence (D4/D5 averages)


def _likely_block(s, target: int) -> int:
    """The block a strike on ``target`` must beat: a boar no squad defends blocks the scenario's fixed value."""
    if E.BOAR0 <= target < E.NONE and s._boar_defender(s.boar_hex[target - E.BOAR0]) < 0:
        return s.scen["boar_block"]
    return LIKELY_BLOCK


def _mod_budget(s, by: int, kinds) -> int:
    """The bonus the unit could still add with the modifiers in hand (greedy, cheapest first)."""
    hand = s._hand_of(by)
    total = 0
    spent = {}
    for c in sorted(hand, key=lambda c: E.T_COST[E.CTYPE[c]]):
        t = E.CTYPE[c]
        if E.D.t_kind[t] not in kinds:
            continue
        a = E.T_ATTR[t]
        used, value = s._spent(by, a)
        used += spent.get(a, 0)
        if used + E.T_COST[t] <= value:
            spent[a] = spent.get(a, 0) + E.T_COST[t]
            total += E.T_VALUE[t]
    return total


def _best_attack(s, attacks, by_of, goal_targets, rng):
    """The attack whose card plus affordable modifiers best beats the likely block (None if none does)."""
    best, best_key = None, None
    for a, d in attacks:
        potential = E.T_VALUE[d.card] + _mod_budget(s, by_of(d), (ATTACK_MOD,)) // 2
        if potential <= _likely_block(s, d.target):
            continue
        key = (d.target in goal_targets, potential, -E.T_COST[d.card], rng.random())
        if best_key is None or key > best_key:
            best, best_key = a, key
    return best


def _goal_hexes(s, seat: int) -> list:
    """Hexes an elf wants to stand next to (or on, for treasures)."""
    kind = s.scen["goal"]["kind"]
    out = []
    if kind in ("kill_king", "king_and_prisoners", "trophies") and s.king_alive and s.king_hex >= 0:
        out.append(s.king_hex)
    if kind == "boars":
        out += [h for h in s.boar_hex if h >= 0]
    if kind == "relics":
        out += [h for h in s.treasure_hex if h >= 0]
    if kind in ("king_and_prisoners", "trophies") or not out:
        out += [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and not s._imprisoned(sl)]
    if not out and s.king_alive and s.king_hex >= 0:
        out.append(s.king_hex)
    if not out:
        out += [s.token_hex[t] for t in range(len(s.token_state)) if s.token_state[t] == 1]
    return out


def _field(s, goals: list, orc: bool) -> dict:
    """Walking distance from every hex to the nearest goal hex (multi-source breadth-first search over the
    terrain: trees and walls block, and underbrush for orcs; figures are ignored, they move)."""
    b = s.board
    dist = {g: 0 for g in goals}
    frontier = list(goals)
    d = 0
    blocks, terrain, neigh = b.blocks, b.terrain, b.neigh
    while frontier:
        d += 1
        nxt = []
        for h in frontier:
            for n in neigh[h]:
                if n in dist or n in blocks or (orc and terrain[n] == UNDER):
                    continue
                dist[n] = d
                nxt.append(n)
        frontier = nxt
    return dist
