"""A hand-written player for De l'orc pour les braves: ``greedy_action(state, seat, rng)``.

It reads only what ``seat`` may see: the piles (public while dealt), its own hand and face-down cards, the backs
of everyone else's cards, the locked cards, the discards, the revealed armies and the scores.

**Real time.** In the deal's REALTIME window ``greedy_action`` returns **None to wait** (the match driver asks
again after the next change); it returns an action only when one is worth playing now. When the table has no
clock (the shields left in hand after the deal must be placed) it always answers.

The policy (every threshold is in ``Params``, so a stronger level can tune them):

* **Piles.** Each pile's outcome is read as the rules will resolve it (desertions cancel the card below,
  the lowest shield owns the pile), which gives every player's prospective army. ``holding_value`` judges an
  army: per people the strength with the chief doubling (two chiefs: a heavy loss), a giant worth 8 but two of
  them nothing, the war machine 9 with a goblin, the flying machine and commando as flexible extras, spies as a
  likely card.
* **Shields** go on an unclaimed pile worth much to the player (a soft pick among the good ones, by a taste
  per pile fixed for the round, so that players reacting to the same card do not all pick the same pile and a
  player asked again after every card keeps its pick), as soon as the best is worth ``shield_now`` points
  (a bar that may fall over the deal, ``shield_ramp``), or once the deal is far enough on (``shield_late``) or
  unclaimed piles run short. A pile another shield has taken is never a candidate.
* **Desertions** cancel the top card of a pile another player owns when that card is worth ``desert_min``
  to him (more for a leader), or a card that would hurt the player on his own pile (a second chief, a second
  giant); the last ones are spent before the deal ends rather than lost.
* **Champion**: the player whose known army (the piles are public before they are resolved) should win most
  battle points; ties to the lower score. **Battle order** (wizard): the champion's strongest people first,
  his weakest next, his second-best last (battles 1 and 4 are worth 2).
* **Spies** ask the player and card type with the best expected gain (chance he holds one, from the backs and
  the unseen cards, times what it is worth to the spy and costs the target).
* **Mercenaries** are committed, one at a time, when the cheapest set that lifts the army above the best
  estimated opponent fits a budget proportional to this battle's points; the **commando** strikes an opponent
  who would beat the player in a battle worth 2 (or the last); the **flying machine** joins when it turns a
  loss into a win or a tie.

``evaluate(state, seat)`` judges a position for search (expected final margin in points).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from orcdesk.core.contract import TABLE
from orcdesk.core.rng import Rng
from orcdesk.games.braves.cards import (
    COMMANDO,
    FLYING,
    GIANT,
    GOBLIN,
    MERC_BACK,
    N_BACKS,
    N_PEOPLES,
    SPY_BACK,
    TROLL,
    WAR,
    CardSet,
)
from orcdesk.games.braves.engine import (
    _DESERTS,
    _SHIELDS,
    ASKABLE,
    BATTLE0,
    CHAMP0,
    COMMANDO0,
    DESERTION,
    FLY0,
    MERC0,
    P_CHAMPION,
    P_CHOOSE,
    P_COMMANDO,
    P_DEAL,
    P_FLY,
    P_MERC,
    P_OVER,
    P_PLACE,
    P_SPY,
    PASS,
    SHIELD,
    SPY0,
    BravesState,
    army_strength,
)

__all__ = ["greedy_action", "evaluate", "Params", "make_policy", "holding_value", "pile_outcome"]


@dataclass(frozen=True)
class Params:
    shield_now: float = 14.0  # shield an unclaimed pile at once when it is worth this much to me
    shield_late: float = 0.55  # ... or the best one once this share of the cards is dealt
    late_per_pile: float = 0.0  # if > 0, "late" is instead when at most this many cards a pile are left to deal
    # (the same moment for the piles at every table size: 9 piles at 4 players, 14 at 7)
    shield_floor: float = 4.0  # never shield (before it is forced) a pile worth less than this
    desert_min: float = 6.0  # desert a card worth this much to another pile's owner
    desert_leader: float = 0.25  # extra weight per point the owner leads me by
    desert_late: float = 0.85  # past this share of the deal, spend desertions on any target worth 2+
    merc_budget: float = 1.6  # share of my mercenary strength I may spend, times this battle's share of points
    merc_margin: float = 2.0  # aim this far above the best estimated opponent
    people_card: float = 4.2  # estimated strength of an unseen people card
    merc_card: float = 4.5  # estimated strength of an unseen committed mercenary
    late_merc: float = 0.35  # share of a later player's mercenaries expected to join
    commando_gap: float = 8.0  # strike when the best opponent is estimated at most this far above me
    fly_any_battle: bool = False  # fly in battles worth 1 too
    contest_penalty: float = 0.0  # (hard) discount for piles others want as much
    second_extra: float = 6.0  # the second shield waits for a pile worth this much more
    shield_ramp: float = 0.0  # the share of the way from shield_now down to shield_floor that the bar falls,
    # evenly, between the début card and shield_late: a patient player who still takes a good pile before then
    spread: float = 3.0  # shields pick among the good piles at random (softmax temperature, points): several
    # players reacting to the same card otherwise all slap their shield on the same pile


DEFAULT = Params()


def styled(params: Params, style: dict | None) -> Params:
    """``params`` in a named opponent's style (data/opponents.yaml): ``desert`` above 1 deserts for smaller
    gains and sooner in the deal; ``shield`` above 1 holds its shields for better piles and later in the deal."""
    if not style:
        return params
    desert, shield = float(style.get("desert", 1.0)), float(style.get("shield", 1.0))
    return replace(
        params,
        desert_min=params.desert_min / desert,
        desert_late=min(1.0, max(0.3, params.desert_late - 0.15 * (desert - 1.0))),
        shield_now=params.shield_now * shield,
        second_extra=params.second_extra * shield,
        shield_late=min(0.98, 1.0 - (1.0 - params.shield_late) / shield),
    )


# ------------------------------------------------------------------ reading the table


def pile_outcome(pile: list) -> tuple[int, list]:
    """(owner or -1, surviving army cards) of a pile as the rules will resolve it."""
    owner = -1
    cancelled = None
    for j, x in enumerate(pile):
        if x < SHIELD:
            continue
        if x < DESERTION:
            if owner < 0:
                owner = x - SHIELD
            continue
        k = j - 1
        while k >= 0 and SHIELD <= pile[k] < DESERTION:
            k -= 1
        if k >= 0 and pile[k] < SHIELD:
            if cancelled is None:
                cancelled = set()
            cancelled.add(k)
    if cancelled is None:
        return owner, [x for x in pile if x < SHIELD]
    return owner, [x for j, x in enumerate(pile) if x < SHIELD and j not in cancelled]


def top_card(pile: list) -> int:
    """Index of the army card a desertion played now would cancel, or -1."""
    k = len(pile) - 1
    while k >= 0 and SHIELD <= pile[k] < DESERTION:
        k -= 1
    if k >= 0 and pile[k] < SHIELD:
        return k
    return -1


def holding_value(cs: CardSet, cards) -> float:
    """What an army in hand is worth (strength points, roughly what it adds to battles)."""
    back, typ, value, chief = cs.back, cs.type, cs.value, cs.is_chief
    mb = cs.merc_base
    ps = [0] * N_PEOPLES
    pc = [0] * N_PEOPLES
    g = t = giants = war = fly = cmd = spies = 0
    for c in cards:
        b = back[c]
        if b < N_PEOPLES:
            ps[b] += value[c]
            if chief[c]:
                pc[b] += 1
        elif b == MERC_BACK:
            k = typ[c] - mb
            if k == GOBLIN:
                g += 1
            elif k == TROLL:
                t += value[c]
            elif k == GIANT:
                giants += 1
            elif k == WAR:
                war = 1
            elif k == FLYING:
                fly = 1
            elif k == COMMANDO:
                cmd = 1
        else:
            spies += 1
    v = 0.0
    for p in range(N_PEOPLES):
        s: float = ps[p]
        if pc[p] == 1:
            s *= 2
        elif pc[p] >= 2:
            s = -6.0 - s * 0.5
        v += s
    v += g + t
    if giants == 1:
        v += 8
    if war:
        v += 9 if g else 2.5
    if fly:
        v += (4 + min(g, 2)) * 0.8 if g else 1.0
    v += 3.0 * cmd + 3.5 * spies
    return v


def prospects(state: BravesState) -> list[list]:
    """Per seat: the army cards the piles as they lie now would give him."""
    got: list[list[int]] = [[] for _ in range(state.players)]
    for pile in state.piles:
        owner, kept = pile_outcome(pile)
        if owner >= 0:
            got[owner].extend(kept)
    return got


def _taste(state: BravesState, seat: int, pile: int) -> float:
    """A Gumbel draw fixed for this seat, round and pile, from public facts only (the round, the first cards
    dealt, when recruitment began): a seat's taste for a pile that stays the same however often it is asked."""
    import math

    first = [p[0] for p in state.piles[:2] if p]
    key = (((state.round * 131 + seat) * 1009 + pile) * 97 + state.start_after) * 6421 + sum(
        c * 89**k for k, c in enumerate(first)
    )
    u = max(Rng(key).random(), 1e-12)
    return -math.log(-math.log(u)) if u < 1.0 else 30.0


def _soft_pick(state: BravesState, seat: int, cands: list, temperature: float) -> int:
    """Index of a pile drawn with weight exp((value - best) / temperature) among (value, pile) candidates, by
    the Gumbel-max rule with the seat's fixed taste per pile: the same seat asked again after every card keeps
    its pick unless the piles change enough (a fresh draw per ask would make it hop between equal piles)."""
    if temperature <= 0 or len(cands) == 1:
        return max(cands)[1]
    return max((v / temperature + _taste(state, seat, i), i) for v, i in cands)[1]


def _ramp(state: BravesState, late: float) -> float:
    """How far the deal has gone from the début card (0) to the ``late`` share of the cards (1)."""
    if state.start_after < 0:
        return 0.0
    span = max(1.0, late * state.cs.n_cards - state.start_after)
    return min(1.0, max(0.0, (state.dealt - state.start_after) / span))


def late_share(state: BravesState, prm: Params) -> float:
    """The share of the cards dealt from which shields go on the best piles left (``shield_late`` or
    ``late_per_pile``)."""
    if prm.late_per_pile > 0:
        return 1.0 - prm.late_per_pile * state.n_piles / state.cs.n_cards
    return prm.shield_late


def _leader_gap(state: BravesState, seat: int, other: int) -> int:
    return state.points[other] - state.points[seat]


# ------------------------------------------------------------------ the deal
def _deal_action(state: BravesState, seat: int, rng: Rng, prm: Params):
    cs = state.cs
    forced = state.phase == P_PLACE
    n_started = state.dealt if state.dealt < state.n_piles else state.n_piles
    outcomes = [pile_outcome(pile) for pile in state.piles[:n_started]]
    got: list[list[int]] = [[] for _ in range(state.players)]
    for owner, kept in outcomes:
        if owner >= 0:
            got[owner].extend(kept)
    mine = got[seat]
    base = holding_value(cs, mine)
    progress = state.dealt / cs.n_cards
    # shields
    if state.shields[seat] and (forced or state.recruiting):
        cands = []
        for i, (owner, kept) in enumerate(outcomes):
            if owner >= 0:
                continue
            v = holding_value(cs, mine + kept) - base
            if prm.contest_penalty:
                rival = max(
                    (
                        holding_value(cs, got[p] + kept) - holding_value(cs, got[p])
                        for p in range(state.players)
                        if p != seat and state.shields[p]
                    ),
                    default=0.0,
                )
                v -= prm.contest_penalty * max(0.0, rival - v)
            cands.append((v, i))
        if not cands:  # every pile is claimed: only forced shields go anywhere
            if forced:
                return _SHIELDS[0]
        else:
            best_v = max(cands)[0]
            holders = sum(state.shields[p] for p in range(state.players) if p != seat)
            short = len(cands) <= holders + state.shields[seat]
            first = state.shields[seat] == cs.shields
            late = late_share(state, prm)
            now = prm.shield_now if first else prm.shield_now + prm.second_extra
            if prm.shield_ramp:
                now -= (now - prm.shield_floor) * prm.shield_ramp * _ramp(state, late)
            if forced or best_v >= now or (best_v >= prm.shield_floor and (progress >= late or short)):
                return _SHIELDS[_soft_pick(state, seat, cands, prm.spread)]
    if forced:
        return None
    # desertions
    if state.deserts[seat]:
        best, best_v = -1, 0.0
        late = progress >= prm.desert_late
        for i, (owner, kept) in enumerate(outcomes):
            if owner < 0:
                continue
            pile = state.piles[i]
            k = top_card(pile)
            if k < 0:
                continue
            c = pile[k]
            others = got[owner]
            without = list(others)
            without.remove(c)
            worth = holding_value(cs, others) - holding_value(cs, without)
            if owner == seat:
                v = -worth  # a card that hurts me on my own pile
            else:
                v = worth * (1.0 + prm.desert_leader * max(0, _leader_gap(state, seat, owner)))
            if v > best_v:
                best, best_v = i, v
        if best >= 0 and (best_v >= prm.desert_min or (late and best_v >= 2.0)):
            return _DESERTS[best]
    return None


# ------------------------------------------------------------------ champion, spies, battle order
def _people_strengths(cs: CardSet, cards) -> list[int]:
    out = []
    for p in range(N_PEOPLES):
        mine = [c for c in cards if cs.back[c] == p]
        out.append(army_strength(cs, mine)[0])
    return out


def _merc_strength(cs: CardSet, cards) -> float:
    mercs = [c for c in cards if cs.back[c] == MERC_BACK]
    return holding_value(cs, mercs)


def expected_points(cs: CardSet, armies: list[list], seats: list[int]) -> dict:
    """Rough battle points per seat for known armies: each people goes to the strongest (mercenaries spread
    evenly over the four battles), 1.5 points a battle."""
    strength = {p: _people_strengths(cs, armies[p]) for p in seats}
    extra = {p: _merc_strength(cs, armies[p]) / 4.0 for p in seats}
    pts = {p: 0.0 for p in seats}
    for q in range(N_PEOPLES):
        vals = {p: strength[p][q] + extra[p] for p in seats}
        best = max(vals.values())
        if best <= 0:
            continue
        top = [p for p in seats if vals[p] >= best - 1e-9]
        for p in top:
            pts[p] += 1.5
    return pts


def _champion_action(state: BravesState, seat: int):
    cs = state.cs
    got = prospects(state)
    seats = [p for p in range(state.players) if p != state.wizard]
    pts = expected_points(cs, got, seats)
    best = max(seats, key=lambda p: (pts[p], -state.points[p], -p))
    return CHAMP0 + best


def _unseen(state: BravesState, seat: int) -> list[int]:
    """Army cards ``seat`` cannot see now (others' hands but for locked cards, face-down commitments)."""
    out: list[int] = []
    for p in range(state.players):
        if p == seat:
            continue
        lock = state.locked[p]
        out.extend(c for c in state.hands[p] if c not in lock)
        if not state.revealed:
            out.extend(state.committed[p])
    out.extend(c for c in state.deck if c < 80)
    return out


def _back_counts(state: BravesState, p: int) -> list[int]:
    counts = [0] * N_BACKS
    back = state.cs.back
    lock = state.locked[p]
    for c in state.hands[p]:
        if c not in lock:
            counts[back[c]] += 1
    return counts


def _spy_action(state: BravesState, seat: int):
    cs = state.cs
    unseen = _unseen(state, seat)
    pool_b = [0] * N_BACKS
    pool_t = [0] * len(cs.type_names)
    for c in unseen:
        pool_b[cs.back[c]] += 1
        pool_t[cs.type[c]] += 1
    mine = state.hands[seat]
    base = holding_value(cs, mine)
    gain_t = []
    for a in range(ASKABLE):
        c = cs.by_type[a][0]
        gain_t.append(holding_value(cs, mine + [c]) - base + 0.4 * (cs.value[c] + 2))
    best, best_v = PASS, 0.0
    w = state.wizard
    for t in range(state.players):
        if t == seat or t == w:
            continue
        counts = _back_counts(state, t)
        lead = 1.0 + 0.05 * max(0, _leader_gap(state, seat, t))
        for a in range(ASKABLE):
            b = cs.back[cs.by_type[a][0]]
            n = counts[b]
            if not n or not pool_b[b] or not pool_t[a]:
                continue
            f = pool_t[a] / pool_b[b]
            p_has = 1.0 - (1.0 - f) ** n
            v = p_has * gain_t[a] * lead
            if v > best_v:
                best, best_v = SPY0 + t * ASKABLE + a, v
    if best == PASS and not state.options["spy_may_pass"]:
        return state.legal_actions(seat)[0]
    return best


def _battle_choice(state: BravesState, seat: int):
    champ = state.champion
    left = [p for p in range(N_PEOPLES) if p not in state.fought]
    adv = {}
    for q in left:
        mine = _back_counts(state, champ)[q]
        rival = max(
            (_back_counts(state, p)[q] for p in range(state.players) if p not in (champ, state.wizard)), default=0
        )
        adv[q] = mine - rival
    if state.battle == 0:
        q = max(left, key=lambda x: (adv[x], -x))
    else:
        q = min(left, key=lambda x: (adv[x], x))
    return BATTLE0 + q


# ------------------------------------------------------------------ battles
def _opponent_estimates(state: BravesState, seat: int, prm: Params) -> dict:
    cs = state.cs
    back = cs.back
    order = state.pass_order
    est = {}
    for p in range(state.players):
        if p == seat or p == state.wizard:
            continue
        com = state.committed[p]
        m = sum(1 for c in com if back[c] == MERC_BACK)
        k = len(com) - m
        e = prm.people_card * k + prm.merc_card * m
        if p in order[1:] or (p in order and p != state.decider):
            e += prm.late_merc * prm.merc_card * _back_counts(state, p)[MERC_BACK]
        est[p] = e
    return est


def _merc_cost(cs: CardSet, k: int) -> float:
    return {GOBLIN: 1.0, TROLL: 4.0, GIANT: 8.0, WAR: 9.0}[k]


def _merc_action(state: BravesState, seat: int, prm: Params):
    cs = state.cs
    mine = state.committed[seat]
    my_str, detail = army_strength(cs, mine)
    if detail["two_chiefs"]:
        return PASS
    est = _opponent_estimates(state, seat, prm)
    target = max(est.values(), default=0.0) + prm.merc_margin
    deficit = target - my_str
    if deficit <= 0:
        return PASS
    mb = cs.merc_base
    hand = state.hands[seat]
    counts = {GOBLIN: 0, TROLL: 0, GIANT: 0, WAR: 0}
    has_fly = False
    for c in hand:
        if cs.back[c] == MERC_BACK:
            k = cs.type[c] - mb
            if k in counts:
                counts[k] += 1
            elif k == FLYING:
                has_fly = True
    goblin_v = cs.value[cs.by_type[cs.merc(GOBLIN)][0]]
    troll_v = cs.value[cs.by_type[cs.merc(TROLL)][0]]
    giant_v = cs.value[cs.by_type[cs.merc(GIANT)][0]]
    war_v = cs.value[cs.by_type[cs.merc(WAR)][0]]
    served = detail["goblins"] > 0
    war_in = detail["war_machine"] is not None
    total_v = (
        counts[GOBLIN] * goblin_v
        + counts[TROLL] * troll_v
        + min(counts[GIANT], 1) * giant_v
        + (war_v if counts[WAR] and (counts[GOBLIN] or served) else 0)
    )
    left_pts = sum(cs.battle_points[state.battle - 1 :])
    share = cs.battle_points[state.battle - 1] / left_pts if left_pts else 1.0
    budget = total_v * min(1.0, share * prm.merc_budget)
    gob_cost = 3.0 if has_fly else 1.0
    best = None
    for w in range(counts[WAR] + 1):
        for gi in range(min(counts[GIANT], 1) + 1):
            for tr in range(counts[TROLL] + 1):
                for gb in range(counts[GOBLIN] + 1):
                    if not (w or gi or tr or gb):
                        continue
                    add = gb * goblin_v + tr * troll_v + gi * giant_v
                    if war_in and not served and gb:
                        add += war_v
                    if w and (gb or served):
                        add += war_v
                    if add < deficit:
                        continue
                    cost = gb * gob_cost + tr * troll_v + gi * giant_v + w * war_v
                    if best is None or cost < best[0]:
                        best = (cost, w, gi, tr, gb)
                    break  # more goblins only cost more
    if best is None or best[0] > budget:
        return PASS
    _, w, gi, tr, gb = best
    for k, n in ((WAR, w), (GIANT, gi), (TROLL, tr), (GOBLIN, gb)):
        if n:
            return MERC0 + (GOBLIN, TROLL, GIANT, WAR).index(k)
    return PASS


def _commando_action(state: BravesState, seat: int, prm: Params):
    cs = state.cs
    my_str = army_strength(cs, state.committed[seat])[0]
    pts = cs.battle_points[state.battle - 1]
    if pts < max(cs.battle_points) and state.battle < N_PEOPLES:
        return PASS
    est = _opponent_estimates(state, seat, prm)
    legal = set(state.legal_actions(seat))
    rivals = sorted(est, key=lambda p: -est[p])
    for p in rivals:
        if est[p] < my_str - 1 or est[p] - my_str > prm.commando_gap:
            continue
        m = sum(1 for c in state.committed[p] if cs.back[c] == MERC_BACK)
        b = 1 if m else 0
        a = COMMANDO0 + p * 2 + b
        if a in legal:
            return a
        if COMMANDO0 + p * 2 + (1 - b) in legal:
            return COMMANDO0 + p * 2 + (1 - b)
    return PASS


def _fly_action(state: BravesState, seat: int, prm: Params):
    cs = state.cs
    st = state.strengths
    mine = st[seat]
    best_other = max(st[p] for p in range(state.players) if p not in (seat, state.wizard))
    goblins = len([c for c in state.hands[seat] if cs.type[c] == cs.merc(GOBLIN)])
    pts = cs.battle_points[state.battle - 1]
    if mine > best_other or not goblins:
        return PASS
    if pts < max(cs.battle_points) and not prm.fly_any_battle and state.battle < N_PEOPLES:
        return PASS
    fly_v = cs.value[cs.by_type[cs.merc(FLYING)][0]]
    detail = state.details[seat]
    if detail and detail["two_chiefs"] and state.options["two_chiefs_zero_flying_machine"]:
        return PASS
    for g in range(1, goblins + 1):
        if (0 if detail and detail["two_chiefs"] else mine) + fly_v + g > best_other:
            return FLY0 + g
    need = best_other - mine - fly_v
    if 1 <= need <= goblins and best_other > 0:
        return FLY0 + need  # a tie scores too
    return PASS


# ------------------------------------------------------------------ entry points
def policy_action(state: BravesState, seat: int, rng: Rng, prm: Params = DEFAULT) -> int | None:
    ph = state.phase
    if ph == P_DEAL or ph == P_PLACE:
        if seat == TABLE:
            return None
        a = _deal_action(state, seat, rng, prm)
        if a is None and ph == P_PLACE and state.shields[seat]:
            return _SHIELDS[0]
        return a
    if ph == P_OVER or seat != state.decider:
        return None
    if ph == P_CHAMPION:
        return _champion_action(state, seat)
    if ph == P_SPY:
        return _spy_action(state, seat)
    if ph == P_CHOOSE:
        return _battle_choice(state, seat)
    if ph == P_MERC:
        return _merc_action(state, seat, prm)
    if ph == P_COMMANDO:
        return _commando_action(state, seat, prm)
    if ph == P_FLY:
        return _fly_action(state, seat, prm)
    return state.legal_actions(seat)[0]


def greedy_action(state: BravesState, seat: int, rng: Rng) -> int | None:
    """The greedy policy's action for ``seat``; None means "wait" (only in the deal's REALTIME window)."""
    return policy_action(state, seat, rng, DEFAULT)


def make_policy(**changes):
    """A policy function ``f(state, seat, rng)`` with some Params changed."""
    prm = replace(DEFAULT, **changes)

    def policy(state, seat, rng):
        return policy_action(state, seat, rng, prm)

    return policy


def evaluate(state: BravesState, seat: int) -> float:
    """Expected final margin in points for ``seat`` (higher is better), from what ``seat`` can see: the score
    margin over the best opponent plus the round's points still to come, estimated from the armies."""
    n = state.players
    pts = [float(x) for x in state.points]
    if state.phase == P_OVER:
        best_other = max(pts[p] for p in range(n) if p != seat)
        return pts[seat] - best_other
    cs = state.cs
    left = (
        sum(cs.battle_points[state.battle :])
        if state.phase not in (P_DEAL, P_PLACE, P_CHAMPION)
        else sum(cs.battle_points)
    )
    if state.phase in (P_DEAL, P_PLACE, P_CHAMPION):
        armies = prospects(state)
        vals = [holding_value(cs, armies[p]) if p != state.wizard else 0.0 for p in range(n)]
    else:
        vals = []
        for p in range(n):
            if p == state.wizard:
                vals.append(0.0)
            elif p == seat:
                vals.append(holding_value(cs, state.hands[p]))
            else:
                b = _back_counts(state, p)
                vals.append(4.0 * sum(b[:N_PEOPLES]) + 4.5 * b[MERC_BACK] + 3.5 * b[SPY_BACK])
    total = sum(vals) or 1.0
    for p in range(n):
        if p != state.wizard:
            pts[p] += left * 1.2 * vals[p] / total
    champ = state.champion
    if champ >= 0:
        pts[state.wizard] += left * 1.2 * vals[champ] / total
    best_other = max(pts[p] for p in range(n) if p != seat)
    return pts[seat] - best_other
