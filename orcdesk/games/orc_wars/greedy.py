"""A one-ply heuristic policy for HeroCard Orc Wars: ``greedy_action(state, seat, rng) -> action``.

In its Action phase every side first takes the scenario's plain goal move (goals.py, as normal and hard do: the
King frees his clan or flees out of reach, a squad finishes an elf one wound from death, an elf strikes or walks
to the King or a boar, picks up a relic or strikes the orc standing on a chest). Otherwise elves walk toward the
scenario's goal (the King, the nearest boar, treasure or orc), pick up and use treasures, attack when the attack
they can build (basic attack plus the modifiers they can still afford) beats the block the defender is likely to
have, and keep points for defence by never spending a pile to its last point outside a fight. Orcs activate the
token nearest to an elf (else reinforce next to the elves), open every clan's phase, attack an adjacent elf when
they can, in The Relics stand on the chests the elves would reach, else close in. The King starts out of the
elves' first reach, frees the prisoners, and otherwise keeps away from the elves unless he can strike; alone on
the board his hand keeps blocks. A horde with several turns a round cycles its hand as hard does. In an exchange
each side adds the cheapest card that turns the result, and passes once it is ahead (or cannot catch up). Ties
break by ``rng``. Balance (issue 20): a greedy horde that took no goal move lost The Prisoner(s) 98 % of games
(the King started beside the Paladin) and let greedy elves win The Relics 82.5 % at 3 players.
"""

from __future__ import annotations

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTACK_MOD, BASIC_DEFENSE, DEFENSE_MOD
from orcdesk.games.orc_wars.goals import goal_action
from orcdesk.games.orc_wars.reach import (
    SAFE,
    _best_attack,
    _by_kind,
    _decode,
    _field,
    _goal_hexes,
    _king_goal,
    _mod_budget,
)
from orcdesk.games.orc_wars.specials import special_first

CODEC = E.CODEC
RACE_SPECIALS = frozenset({"extra_move", "king_march"})  # specials.py's features greedy plays in a race


def _nearest(s, h: int, targets: list) -> int:
    return min((s._dist(h, t) for t in targets), default=0)


def _king_start(s, legal, rng):
    """The entry hex out of the elves' first reach (walking distance from the elves' start hexes, capped) with
    the most room to flee: a petal's tip is a trap."""
    b = s.board
    starts = [
        h
        for h in range(len(b.hexes))
        if h not in b.blocks and any(s._dist(h, b.index[b.centres[p]]) <= 2 for p in s.scen["elves_positions"])
    ]
    field = _field(s, starts, False)
    occ = s._occupied()
    under = s._under_ok(E.KING)

    def key(a):
        h = CODEC.decode(a).hex
        room = len(s._reach(h, E.D.move, True, under, None, occ))
        far = len(s._reach(h, 2 * E.D.move, True, under, None, occ))
        return (min(field.get(h, 99), SAFE - 1), room, far, rng.random())

    return max(legal, key=key)


def _elf_hexes(s) -> list:
    return [s.elf_hex[o] for o in range(1, s.players) if s.alive[o] and s.elf_hex[o] >= 0]


def greedy_action(state, seat: int, rng):
    """Greedy's move: :func:`one_ply_action`, and in a race against the round limit (The Prisoner(s)) a card
    that adds movement played before a move that falls short, as hard does (specials.py). Elsewhere greedy keeps
    every card for its fights: played everywhere, it took greedy's elves 3-15 points up in Orc Camp, The Relics
    and The Great Hunt, out of the balance band; in The Prisoner(s) greedy against greedy went from 38 to 45.2 %
    elf wins (issue 20, 1,000 games)."""
    chosen = one_ply_action(state, seat, rng)
    if state.step == E.S_ACTION and state.scen["goal"].get("rounds"):
        return special_first(state, seat, state.legal_actions(seat), chosen, RACE_SPECIALS)
    return chosen


def one_ply_action(state, seat: int, rng):
    """The one-ply choice, without the race's specials (the policy falls back on it)."""
    s = state
    legal = s.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    by_kind = _by_kind(legal)
    step = s.step
    if step in (E.S_SETUP_KING, E.S_SETUP_ELF):
        elves = _elf_hexes(s)
        if step == E.S_SETUP_KING:
            # The elves move first: a King placed within their reach dies before he acts (he started beside the
            # central tile, where the Paladin starts in The Prisoner(s), and the elves won 98 %).
            return _king_start(s, legal, rng)
        goals = _goal_hexes(s, seat)
        return min(legal, key=lambda a: (_nearest(s, CODEC.decode(a).hex, goals), rng.random()))
    if step == E.S_DISCARD:
        return _discard(s, seat, by_kind, rng)
    if step == E.S_DRAW:
        return E.A_DRAW
    if step == E.S_CLEAR:
        if "clear" in by_kind:
            base = 0 if seat == E.ORC else seat * 3
            return max(by_kind["clear"], key=lambda ad: E.T_COST[E.CTYPE[s.piles[base + ad[1].pile][-1]]])[0]
        return E.A_DONE
    if step in (E.S_SQUAD, E.S_ACTIVATE):
        elves = _elf_hexes(s)
        if "trick" in by_kind:
            return by_kind["trick"][0][0]
        if "activate" in by_kind:
            return _activate(s, by_kind["activate"], elves, rng)
        if "reinforce" in by_kind:
            return _pick_reinforce(s, by_kind["reinforce"], rng)
        return E.A_DONE
    if step == E.S_DEPLOY:
        # The clan with the most free bases, as many brutes as possible (Body attacks), then shamans.
        def score(ad):
            d = ad[1]
            m = E.MIXES[d.mix]
            free = sum(1 for sl in range(d.clan * 5, d.clan * 5 + 5) if s.fig_hex[sl] < 0)
            return (sum(m), min(m[0], 2) + (1 if m[2] else 0) + (1 if m[1] else 0), free, rng.random())

        return max(_decode(legal), key=score)[0]
    if step == E.S_REINF:
        if "reinforce" in by_kind:
            return _pick_reinforce(s, by_kind["reinforce"], rng)
        return E.A_DONE
    if step == E.S_REINF_HEX:
        elves = _elf_hexes(s)
        return min(legal, key=lambda a: (_nearest(s, CODEC.decode(a).hex, elves), rng.random()))
    if step == E.S_PHASES:
        phases = by_kind.get("phase", [])
        if phases:
            return phases[0][0]
        return E.A_END
    if step == E.S_TRIP:
        return by_kind["trick"][0][0] if "trick" in by_kind else E.A_PASS
    if step == E.S_CASUALTY:
        elves = _elf_hexes(s)
        if seat != E.ORC:  # the attacker's extra victim (Cleave...): the orc nearest the elves, a Shaman first
            return min(
                legal,
                key=lambda a: (
                    _nearest(s, s.fig_hex[CODEC.decode(a).fig], elves),
                    s.fig_type[CODEC.decode(a).fig] != 2,
                    a,
                ),
            )
        # Keep the figures next to the attacker: lose the one farthest from the elves.
        return max(legal, key=lambda a: (_nearest(s, s.fig_hex[CODEC.decode(a).fig], elves), rng.random()))
    if step == E.S_EXCHANGE:
        return _exchange(s, seat, by_kind, rng)
    if step == E.S_ACTION:
        plain = goal_action(s, seat, legal, rng)  # the scenario's goal move, when one is plain
        if plain is not None:
            return plain
        if seat == E.ORC:
            return _orc_action(s, by_kind, rng)
        return _elf_action(s, seat, by_kind, rng)
    return rng.choice(legal)


def _activate(s, options, elves, rng, per_figure: float = 0.0):
    """The squad token to turn up: the one nearest the elves, or with ``per_figure`` > 0 the one whose figures
    stand nearest for their number (each figure more it brings is worth ``per_figure`` hexes farther away; the
    orc player knows his tokens' values)."""
    return min(
        options,
        key=lambda ad: (
            _nearest(s, s.token_hex[ad[1].token], elves) - per_figure * s.token_value[ad[1].token],
            rng.random(),
        ),
    )[0]


KEEP = {0: 3, 1: 2, 2: 2, 3: 2, 4: 1}  # at most this many cards of each kind kept in hand


KEEP_KING = {0: 1, 1: 0, 2: 3, 3: 4, 4: 1}  # a lone King's hand: blocks and block modifiers, one attack


def _king_alone(s) -> bool:
    """The King is the orc player's only unit (The Prisoner(s) before the prisoners are freed): the hand only
    has to keep him alive."""
    return bool(s.king_alive) and not any(s.fig_hex[sl] >= 0 and not s._imprisoned(sl) for sl in range(E.N_SLOTS))


CYCLE_TO = 4  # hand 7 - the 3 cards of the Draw phase (5 measured far weaker for the orcs)
# What a card of each kind (basic attack, attack mod, basic defence, defence mod, special) is worth to a hand
# holding one of that kind: the orc player's (tuned over 3 variants, 100 games each) and an elf's.
KIND_WORTH = ((3.0, 1.0, 3.0, 2.0, 1.0), (3.0, 1.5, 2.5, 1.5, 1.0))


def _cycle(s, seat, legal, worth=None):
    """Make room for the Draw phase (3 cards, hand 7): a full hand draws nothing. Throw away the card worth
    least to this hand (the more cards of its kind, the less each one is worth) while the hand holds more
    than CYCLE_TO cards. ``worth``: what a card of each kind is worth (default KIND_WORTH for the seat's side)."""
    hand = s.hands[seat]
    if len(hand) <= CYCLE_TO:
        return E.A_DONE
    by_kind: dict = {}
    for c in hand:
        t = E.CTYPE[c]
        by_kind.setdefault(E.D.t_kind[t], []).append(t)
    worst, worst_v = None, None
    for k, ts in by_kind.items():
        ts.sort(key=lambda t: -E.T_VALUE[t])
        t = ts[-1]
        v = (worth or KIND_WORTH[seat != E.ORC])[k] / len(ts) + 0.05 * E.T_VALUE[t]
        if worst_v is None or v < worst_v:
            worst, worst_v = t, v
    a = E.enc("discard", card=worst)
    return a if a in legal else E.A_DONE


def _discard(s, seat, by_kind, rng):
    """Cycle the hand: throw away cards beyond a healthy mix (attacks, mods, defences) so that draws can
    bring what is missing; never hold a card the unit can never afford."""
    hand = s.hands[seat]
    count = {}
    for c in hand:
        k = E.D.t_kind[E.CTYPE[c]]
        count[k] = count.get(k, 0) + 1
    options = []
    keep = KEEP
    # Without a basic attack, make room for three fresh cards (the Draw phase brings at most 3).
    short = 0 if count.get(0, 0) else max(0, len(hand) - (E.HAND - 3))
    if seat == E.ORC and _king_alone(s):  # the hand only has to keep him alive: blocks, not attacks
        keep, short = KEEP_KING, 0
    elif seat == E.ORC and (s.order.count(E.ORC) > 1 or not s.king_alive):
        # A horde that plays several turns a round (horde.orc_turns) drew nothing in any of them with a full hand:
        # it cycles as hard does (Orc Camp and The Great Hunt at 4 players, 100 games: greedy elves 66 -> 54 %,
        # 62 -> 42 %), and so does one with no King to guard (The Great Hunt and The Relics at 2 players, 200
        # games: 63 -> 58 %, 57.5 -> 52 %). A King the elves hunt needs the blocks the quotas keep: with one turn
        # a round they measured better (Orc Camp 2 players: 61.5 % greedy elf wins with them, 68.5 % cycling).
        return _cycle(s, seat, [a for a, _ in by_kind.get("discard", [])] + [E.A_DONE])
    for a, d in by_kind.get("discard", []):
        k = E.D.t_kind[d.card]
        extra = count.get(k, 0) - keep[k] + (1 if short and k != 0 else 0)
        if extra > 0:
            options.append((extra, E.T_COST[d.card] if k == 0 else -E.T_VALUE[d.card], a))
    if options:
        return max(options)[2]
    return E.A_DONE


def _pick_reinforce(s, options, rng):
    elves = _elf_hexes(s)

    def near(c):
        hexes = [s.fig_hex[sl] for sl in range(c * 5, c * 5 + 5) if s.fig_hex[sl] >= 0]
        return min((_nearest(s, h, elves) for h in hexes), default=99)

    return min(options, key=lambda ad: (near(ad[1].clan), ad[1].type, rng.random()))[0]


def _exchange(s, seat, by_kind, rng):
    att, block = s.fight_attack, s._block_total()
    plays = by_kind.get("play", [])
    tricks = by_kind.get("trick", [])
    if seat == s.fight_attacker_seat:
        if att > block:
            return E.A_PASS
        need = block - att + 1
        mods = [(a, d) for a, d in plays if E.D.t_kind[d.card] == ATTACK_MOD]
        enough = [(a, d) for a, d in mods if E.T_VALUE[d.card] >= need]
        if enough:
            return min(enough, key=lambda ad: (E.T_COST[ad[1].card], rng.random()))[0]
        if tricks:
            return tricks[0][0]
        if mods and _mod_budget(s, s.fight_attacker, (ATTACK_MOD,)) >= need:
            return max(mods, key=lambda ad: E.T_VALUE[ad[1].card])[0]
        return E.A_PASS
    if att <= block:
        return E.A_PASS
    oath = [a for a, d in tricks if d.trick == E.TR_OATH]
    need = att - block
    basics = [(a, d) for a, d in plays if E.D.t_kind[d.card] == BASIC_DEFENSE]
    mods = [(a, d) for a, d in plays if E.D.t_kind[d.card] == DEFENSE_MOD]
    if basics:
        enough = [(a, d) for a, d in basics if E.T_VALUE[d.card] >= need]
        if enough:
            return min(enough, key=lambda ad: (E.T_COST[ad[1].card], rng.random()))[0]
        return max(basics, key=lambda ad: (E.T_VALUE[ad[1].card], rng.random()))[0]
    if mods:
        enough = [(a, d) for a, d in mods if E.T_VALUE[d.card] >= need]
        if enough:
            return min(enough, key=lambda ad: (E.T_COST[ad[1].card], rng.random()))[0]
        return max(mods, key=lambda ad: (E.T_VALUE[ad[1].card], rng.random()))[0]
    skull = [a for a, d in tricks if d.trick == E.TR_SKULL]
    if skull:
        return skull[0]
    if oath:
        return oath[0]
    return E.A_PASS


def _elf_action(s, seat, by_kind, rng):
    me = s.elf_hex[seat]
    # Treasures first.
    for a, d in by_kind.get("pickup", []):
        return a
    for a, d in by_kind.get("use", []):
        item = s.treasure_item[d.treasure]
        if item == E.TE_SUN or item == E.TE_DRAUGHT:
            return a
        if item == E.TE_HORN and s.exclusive_left == 0 and "attack" not in by_kind and s.attacked:
            return a
    attacks = by_kind.get("attack", [])
    goal = s.scen["goal"]["kind"]
    goal_targets = set()
    if goal in ("kill_king", "king_and_prisoners", "trophies"):
        goal_targets.add(E.KING)
    if goal == "boars":
        goal_targets |= {E.BOAR0 + i for i in range(7)}
    if attacks:
        a = _best_attack(s, attacks, lambda d: d.by, goal_targets, rng)
        if a is not None:
            return a
    heals = [a for a, d in by_kind.get("play", []) if d.target != E.NONE]
    if heals and s.wounds[seat] >= 2:
        return heals[0]
    moves = by_kind.get("move", [])
    if moves:
        goals = _goal_hexes(s, seat)
        if goal == "relics" and not [h for h in s.treasure_hex if h >= 0]:
            goals = [s.board.entries[0]]
        field = _field(s, goals, False)
        stand_on = goal == "relics"

        def cost(h):
            dist = field.get(h, 99)
            return dist if stand_on else abs(dist - 1)

        best = min(moves, key=lambda ad: (cost(ad[1].hex), rng.random()))
        if cost(best[1].hex) < cost(me):
            return best[0]
    return E.A_END


def _guard(s, legal, rng):
    """The Relics: orc figures that are not fighting an elf stand on the treasures the elves can reach soonest
    (orcs deny them by standing on them, C11.2). Other scenarios: None (guarding The Great Hunt's boars measured
    worse: greedy elves 51 % against 46 % in 100 games)."""
    if s.move_stage == E.MOVE_OVER or s.scen["goal"]["kind"] != "relics":
        return None
    elves = _elf_hexes(s)
    if not elves:
        return None
    ef = _field(s, elves, False)
    occ = {x for x in s.fig_hex if x >= 0}
    rank = {h: ef.get(h, 99) for h in s.treasure_hex if h >= 0 and h not in occ and ef.get(h, 99) <= 7}
    if not rank:
        return None
    return _post_figure(s, legal, elves, rank, rng)


def _post_figure(s, legal, elves: list, rank: dict, rng, stay=frozenset()):
    """The move that brings an orc figure with no elf beside it onto the hex of ``rank`` ranked lowest (ties by
    ``rng``), a figure already standing on a ``stay`` hex staying there; None if there is none. The Relics'
    chest guards (greedy) and the King's bodyguards (policy) post their figures this way."""
    best, best_key = None, None
    for a, d in _decode(legal):
        if d.kind != "move" or d.fig >= E.KING or d.hex not in rank:
            continue
        fh = s.fig_hex[d.fig]
        if any(s._dist(fh, e) == 1 for e in elves) or fh in stay:
            continue
        key = (rank[d.hex], rng.random())
        if best_key is None or key < best_key:
            best, best_key = a, key
    return best


def _orc_action(s, by_kind, rng):
    elves = _elf_hexes(s)
    if s.unit == E.KING_PHASE and not s.attacked and by_kind.get("move"):
        # The King's goal comes first (reach.py): free his clan when a move ends next to a prisoner, flee out of
        # reach when an elf could strike him (one wound kills him); striking first would end his move there.
        a = _king_goal(s, [a for a, _ in by_kind["move"]], rng)
        if a is not None:
            return a
    attacks = by_kind.get("attack", [])
    if attacks:
        a = _best_attack(s, attacks, lambda d: d.by, set(), rng)
        if a is not None:
            return a
    if s.unit != E.KING_PHASE:
        a = _guard(s, [a for a, _ in by_kind.get("move", [])], rng)
        if a is not None:
            return a
    moves = by_kind.get("move", [])
    if moves and not s.attacked:
        king_phase = s.unit == E.KING_PHASE
        if king_phase:
            if s.held:
                pris = [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and s._imprisoned(sl)]
                field = _field(s, pris, True)
                best = min(moves, key=lambda ad: (abs(field.get(ad[1].hex, 99) - 1), rng.random()))
                if abs(field.get(best[1].hex, 99) - 1) < abs(field.get(s.king_hex, 99) - 1):
                    return best[0]
            elif s.scen["goal"]["kind"] in ("kill_king", "trophies", "king_and_prisoners"):
                best = max(moves, key=lambda ad: (_nearest(s, ad[1].hex, elves), rng.random()))
                if _nearest(s, best[1].hex, elves) > _nearest(s, s.king_hex, elves):
                    return best[0]
                return E.A_END
        # Close in: the move that brings a figure nearest to an elf (walking distance, stopping next to it).
        field = _field(s, elves, True)

        def gain(ad):
            d = ad[1]
            start = s.king_hex if d.fig == E.KING else s.fig_hex[d.fig]
            before = field.get(start, 99)
            after = field.get(d.hex, 99)
            return (before - after if after >= 1 else -9, rng.random())

        best = max(moves, key=gain)
        if gain(best)[0] > 0:
            return best[0]
    return E.A_END


# ---------------------------------------------------------------------------------------------------- evaluation
# Weights of evaluate(), in "points" for the elves (the orc player's score is the opposite). A finished game
# is worth WIN; the rest are a rough exchange rate between goal progress, wounds and figures.
WIN = 1000.0
W_KING = 40.0  # the King alive (Prisoner(s), Orc Camp)
W_PRISONER = 12.0  # each prisoner alive (The Prisoner(s))
W_RELIC = 25.0  # each treasure held by a living elf (The Relics)
W_TROPHY = 120.0  # all the trophies needed (Bounty Hunter), shared per trophy
W_BOAR = 20.0  # each dead boar (The Great Hunt)
W_DIST = 2.0  # each hex between the nearest elf and its goal
W_WOUND = 5.0  # each wound of a living elf (times 5 / its track length)
W_DEAD = 45.0  # each dead elf
W_ORC = 2.0  # each orc figure on the board (not a prisoner)
W_POINT = 0.6  # each attribute point an elf (or the King, for the orcs) has left to spend this turn
W_CARD = 0.8  # each card in an elf's (or the orc player's) hand


def _free_points(s, by: int) -> int:
    total = 0
    for attr in range(3):
        spent, value = s._spent(by, attr)
        if value > spent:
            total += value - spent
    return total


def evaluate(state, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better), from public facts only: the result of a
    finished game (+-WIN), else the elves' progress to the scenario's goal (the King, prisoners, relics held,
    trophies, dead boars), the walking distance of the nearest elf to its goal, the elves' wounds and deaths, and
    the orc figures on the board; the orc player's score is the elves' one negated."""
    s = state
    if s.over_:
        v = WIN if 1 in s.winners_ else -WIN
        return v if seat != E.ORC else -v
    kind = s.scen["goal"]["kind"]
    v = 0.0
    if kind == "king_and_prisoners" or kind == "kill_king":
        if s.king_alive:
            v -= W_KING
        if kind == "king_and_prisoners":
            clan = s.scen["prisoners"]["clan"]
            v -= W_PRISONER * sum(1 for sl in range(clan * 5, clan * 5 + 5) if s.fig_hex[sl] >= 0)
    elif kind == "relics":
        v += W_RELIC * s._relics_held()
    elif kind == "trophies":
        v += W_TROPHY * s.trophies / s.scen["goal"]["needed"][s.n_elves]
    elif kind == "boars":
        v += W_BOAR * sum(1 for h in s.boar_hex if h < 0)
    elves = [o for o in range(1, s.players) if s.alive[o] and s.elf_hex[o] >= 0]
    for o in range(1, s.players):
        if not s.alive[o]:
            v -= W_DEAD
        else:
            hurt = s.wounds[o] / s.wound_track(o)
            v -= W_WOUND * 5.0 * hurt * (1.0 + hurt)  # the last wounds weigh more: death is near
            v += W_CARD * len(s.hands[o]) + W_POINT * _free_points(s, E.ELF0 - 1 + o)
    v -= W_CARD * len(s.hands[E.ORC])
    if s.king_alive:
        v -= W_POINT * _free_points(s, E.KING)
    v -= W_ORC * sum(1 for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and not s._imprisoned(sl))
    if elves:
        goals = _goal_hexes(s, elves[0])
        if kind == "relics" and not [h for h in s.treasure_hex if h >= 0]:
            goals = []
        if goals:
            field = _field(s, goals, False)
            stand_on = kind == "relics"
            best = min(field.get(s.elf_hex[o], 30) for o in elves)
            v -= W_DIST * (best if stand_on else max(best - 1, 0))
    return v if seat != E.ORC else -v
