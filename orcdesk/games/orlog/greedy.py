"""Orlog's one-ply heuristic policy: ``greedy_action(state, seat, rng) -> action``.

* Draft: a sensible trio (Thor for damage, one sustain god, one dice-booster), varied by ``rng``.
* Keep: every subset of the dice in the bowl is scored by the expected round value if the rest is rolled once
  more, using the exact face distributions of the real dice: damage dealt - damage taken + TOKEN_VALUE x
  (tokens gained - tokens the opponent gains), against the opponent's kept dice plus the expected faces of
  its unkept ones.
* Favor: each affordable-looking choice is played out on a copy of the round (the opponent's hidden choice
  is taken as "none": the policy never peeks) and the one with the best immediate value is chosen.
* Questions (Frigg, Loki, Freyr, Tyr/Odin sacrifices): the choice that most improves the same round score.

It only reads what ``seat`` may see. Shared by the search agent (``search.py``) for its evaluation.
"""

from __future__ import annotations

from functools import cache
from typing import cast

from orcdesk.core.rng import Rng
from orcdesk.games.orlog.engine import (
    ARROW,
    AXE,
    CODEC,
    DATA,
    GILDED,
    HAND,
    HELMET,
    KEEP_ALL,
    KIND,
    SHIELD,
    SUBMASKS,
    G,
    OrlogState,
)

TOKEN_VALUE = 0.5  # health points per favor token, for dice decisions (Thor: 2 HP for 4 tokens ... 8 for 12)
SPEND_VALUE = 0.3  # what a spent token costs when choosing a favor now (tokens unspent earn nothing)
NO_FAVOR = CODEC.encode("no_favor")
IMAGINED_DICE = 0x0D1CE  # the seed of the dice greedy imagines when it plays a round out in its head
WIN_VALUE = 100.0
SAFE_HEALTH = 6  # health Odin and Tyr never sacrifice below, if they can help it

DAMAGE_GODS = ("thor",)
SUSTAIN_GODS = ("idunn", "heimdall", "hel", "baldr", "mimir")
BOOSTER_GODS = ("skadi", "brunhild", "ullr", "vidar", "freyr", "bragi")

# Expected tally of one unkept die: axes 2/6, every other face 1/6, gilded 2/6 (same for all six dice).
_EXPECTED_DIE = (2 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 2 / 6)


def legal_moves(state: OrlogState, seat: int) -> list[int]:
    """``state.legal_actions(seat)`` typed as what it holds: every Orlog action is an integer (the contract's
    actions may be strings too)."""
    return cast("list[int]", state.legal_actions(seat))


def tally(state: OrlogState, seat: int, dice_mask: int | None = None) -> list[int]:
    """(axe, arrow, helmet, shield, hand, gilded) of ``seat``'s rolled, non-banned dice (optionally only
    the own dice in ``dice_mask``)."""
    out = [0, 0, 0, 0, 0, 0]
    faces, tmpl, banned = state.face[seat], state.tmpl[seat], state.banned[seat]
    for i, f in enumerate(faces):
        if f < 0 or banned >> i & 1 or (dice_mask is not None and (i >= 6 or not dice_mask >> i & 1)):
            continue
        out[KIND[tmpl[i]][f]] += 1
        out[5] += GILDED[tmpl[i]][f]
    return out


def expected_tally(state: OrlogState, seat: int) -> list[float]:
    """``seat``'s kept dice as they are, plus the expected faces of its dice still in the bowl."""
    kept = state.kept[seat] if state.phase == "roll" else KEEP_ALL
    out = tally(state, seat, kept | ~KEEP_ALL)
    free = 6 - bin(kept).count("1")
    return [out[k] + free * _EXPECTED_DIE[k] for k in range(6)]


def round_score(me, opp, my_tokens: float, opp_tokens: float) -> float:
    """Immediate value of a round for the owner of tally ``me`` against tally ``opp``."""
    dealt = max(0.0, me[AXE] - opp[HELMET]) + max(0.0, me[ARROW] - opp[SHIELD])
    taken = max(0.0, opp[AXE] - me[HELMET]) + max(0.0, opp[ARROW] - me[SHIELD])
    my_pool = my_tokens + me[5]
    opp_pool = opp_tokens + opp[5]
    my_steal = min(me[HAND], opp_pool)
    opp_steal = min(opp[HAND], my_pool + my_steal)
    gained = me[5] + my_steal - opp_steal
    lost = opp[5] + opp_steal - my_steal
    return dealt - taken + TOKEN_VALUE * (gained - lost)


# ---------------------------------------------------------------------------------------------- decisions
@cache
def rest_distribution(n: int) -> tuple[tuple[tuple[int, int, int, int, int], float], ...]:
    """Distribution of the face counts (axe, arrow, helmet, shield, hand) of ``n`` rolled dice. Every real
    die has the same faces (only the gilding differs), so only the number of dice matters."""
    dist = {(0, 0, 0, 0, 0): 1.0}
    probs = (2 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6)
    for _ in range(n):
        nxt: dict = {}
        for counts, p in dist.items():
            for k in range(5):
                key = counts[:k] + (counts[k] + 1,) + counts[k + 1 :]
                nxt[key] = nxt.get(key, 0.0) + p * probs[k]
        dist = nxt
    return tuple(dist.items())


# A play style's weights (data/opponents.yaml): damage dealt, damage taken, tokens. Neutral: (1, 1, 1).
NEUTRAL = (1.0, 1.0, 1.0)


def style_tuple(style: dict | None) -> tuple[float, float, float]:
    """(attack, defence, tokens) from a style's weights (orcdesk.ai.opponents.style_weights)."""
    if not style:
        return NEUTRAL
    weights = (float(style.get("attack", 1.0)), float(style.get("defence", 1.0)), float(style.get("tokens", 1.0)))
    return NEUTRAL if weights == NEUTRAL else weights


def keep_values(state: OrlogState, seat: int, style=NEUTRAL) -> dict[int, float]:
    """Expected round score of every legal keep, if the dice left in the bowl are rolled once more (a style
    weighs damage dealt, damage taken and tokens; x 1.0 leaves every value exactly as it was)."""
    attack, defence, tokens = style
    o = 1 - seat
    opp = expected_tally(state, o)
    oa, oar, oh, osh, ohand, og = opp
    my_tokens, opp_pool = state.tokens[seat], state.tokens[o] + og
    bowl = KEEP_ALL & ~state.kept[seat]
    faces, tmpl = state.face[seat], state.tmpl[seat]
    kept = tally(state, seat, state.kept[seat])
    die_tally = {}
    for i in range(6):
        if bowl >> i & 1:
            die_tally[i] = (KIND[tmpl[i]][faces[i]], GILDED[tmpl[i]][faces[i]])
    cache: dict = {}
    out = {}
    tv = TOKEN_VALUE * tokens
    for keep in SUBMASKS[bowl]:
        base = kept[:]
        n = 0
        for i, (k, g) in die_tally.items():
            if keep >> i & 1:
                base[k] += 1
                base[5] += g
            else:
                n += 1
        key = (tuple(base), n)
        value = cache.get(key)
        if value is None:
            a0, r0, h0, s0, n0, g0 = base
            gild = g0 + n / 3
            value = 0.0
            for (a, r, h, sh, hand), p in rest_distribution(n):
                a += a0
                r += r0
                h += h0
                sh += s0
                hand += n0
                dealt = (a - oh if a > oh else 0.0) + (r - osh if r > osh else 0.0)
                taken = (oa - h if oa > h else 0.0) + (oar - sh if oar > sh else 0.0)
                steal = hand if hand < opp_pool else opp_pool
                pool = my_tokens + gild + steal
                back = ohand if ohand < pool else pool
                value += p * (attack * dealt - defence * taken + tv * (gild - og + 2 * (steal - back)))
            cache[key] = value
        out[keep] = value
    return out


def choose_keep(state: OrlogState, seat: int, style=NEUTRAL) -> int:
    values = keep_values(state, seat, style)
    best = max(values.values())
    return CODEC.encode("keep", dice=next(k for k, v in values.items() if v >= best - 1e-9))


def settle_value(state: OrlogState, seat: int, before: OrlogState, style=NEUTRAL) -> float:
    """Value for ``seat`` of a finished round (``state``) compared with the start of it (``before``)."""
    if state.is_terminal():
        return WIN_VALUE if state.winner == seat else -WIN_VALUE
    o = 1 - seat
    attack, defence, token_weight = style
    health = defence * (state.health[seat] - before.health[seat]) - attack * (state.health[o] - before.health[o])
    tokens = (state.tokens[seat] - before.tokens[seat]) - (state.tokens[o] - before.tokens[o])
    return health + SPEND_VALUE * token_weight * tokens


def play_out_round(state: OrlogState, seat: int, mine: int, theirs: int = NO_FAVOR) -> OrlogState:
    """A copy of ``state`` (favor phase) where ``seat`` picks ``mine`` and the other ``theirs``, resolved to
    the end of the round with every question answered greedily."""
    sim = state.clone()
    sim.rng = Rng(IMAGINED_DICE)  # never roll the game's own future dice (a reroll favor would read them)
    o = 1 - seat
    sim.favor[o] = None  # never look at the real hidden choice
    sim.favor[seat] = None
    sim._apply(mine, seat)
    sim._apply(theirs, o)
    while sim.phase == "resolve" and sim.pending:
        asker = sim.pending["seat"]
        sim._apply(answer_question(sim, asker), asker)
    return sim


def choose_favor(state: OrlogState, seat: int, style=NEUTRAL) -> int:
    budget = max_budget(state, seat)
    best, best_value = NO_FAVOR, settle_value(play_out_round(state, seat, NO_FAVOR), seat, state, style)
    for action in legal_moves(state, seat):
        if action == NO_FAVOR:
            continue
        favor = CODEC.decode(action)
        if DATA.tiers[favor.god][favor.tier][0] > budget:
            continue
        value = settle_value(play_out_round(state, seat, action), seat, state, style)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


def max_budget(state: OrlogState, seat: int) -> int:
    """Most tokens ``seat`` can hold when its favor resolves: tokens + gilded faces + what hands can steal."""
    mine = tally(state, seat)
    theirs = tally(state, 1 - seat)
    return state.tokens[seat] + mine[5] + min(mine[HAND], state.tokens[1 - seat] + theirs[5])


def _units_score(state: OrlogState, seat: int) -> float:
    """Round score with the favors' unit changes applied (for questions asked mid-resolution)."""
    me, opp = state.units(seat), state.units(1 - seat)
    mine, theirs = tally(state, seat), tally(state, 1 - seat)
    me = list(me) + [mine[5]]
    opp = list(opp) + [theirs[5]]
    ullr = state.mods[seat].get("ullr", 0)
    score = round_score(me, opp, state.tokens[seat], state.tokens[1 - seat])
    return score + min(ullr, me[ARROW], opp[SHIELD])


def _die_reroll_gain(state: OrlogState, seat: int, owner: int, die: int) -> float:
    """Expected gain for ``seat`` of rerolling die ``die`` of ``owner``."""
    now = _units_score(state, seat)
    probe = state.clone()
    total = 0.0
    for f in range(6):
        probe.face[owner][die] = f
        total += _units_score(probe, seat)
    return total / 6 - now


def answer_question(state: OrlogState, seat: int) -> int:
    p = state.pending
    assert p is not None, "a question is asked"
    kind = p["kind"]
    if kind == "sacrifice":
        spare = p["max"]
        if p["god"] == "tyr":
            want = -(-state.tokens[1 - seat] // p["count"])  # enough to wipe the opponent's tokens
        else:
            want = state.health[seat] - SAFE_HEALTH
        return CODEC.encode("sacrifice", health=max(1, min(spare, want)))
    if kind == "freyr":
        best, best_value = p["choices"][0], -1e9
        for k in p["choices"]:
            probe = state.clone()
            probe.mods[seat]["freyr"] = [k, p["count"]]
            value = _units_score(probe, seat)
            if value > best_value:
                best, best_value = k, value
        return CODEC.encode("freyr", face=best)
    legal = legal_moves(state, seat)
    if kind == "loki":
        o = 1 - seat
        best, best_value = legal[0], -1e9
        for action in legal:
            probe = state.clone()
            probe.banned[o] |= 1 << CODEC.decode(action).die
            value = _units_score(probe, seat)
            if value > best_value:
                best, best_value = action, value
        return best
    # frigg: the die whose reroll helps most, or stop
    picked = {(a, b) for a, b in p["picked"]}
    best, best_value = CODEC.encode("pick_done"), 0.05
    for owner in (0, 1):
        for die in range(len(state.face[owner])):
            if (owner, die) in picked:
                continue
            gain = _die_reroll_gain(state, seat, owner, die)
            if gain > best_value:
                best, best_value = CODEC.encode("pick", seat=owner, die=die), gain
    return best


def choose_gods(state: OrlogState, seat: int, rng: Rng) -> int:
    """Next god to draft: Thor, then a sustain god, then a dice booster."""
    have = set(state.gods[seat])
    legal = legal_moves(state, seat)
    for group in (DAMAGE_GODS, SUSTAIN_GODS, BOOSTER_GODS):
        if have & {G[g] for g in group}:
            continue
        ids = [G[g] for g in group if CODEC.encode("god", god=G[g]) in legal]  # a limited pool (the saga)
        if ids:
            return CODEC.encode("god", god=rng.choice(ids))
    return rng.choice(legal)


def greedy_action(state: OrlogState, seat: int, rng: Rng, style=NEUTRAL) -> int:
    phase = state.phase
    if phase == "roll":
        return choose_keep(state, seat, style)
    if phase == "favor":  # a style is a dice style: favors are chosen as the level chooses them
        return choose_favor(state, seat)
    if phase == "draft":
        return choose_gods(state, seat, rng)
    return answer_question(state, seat)


def evaluate(state: OrlogState, seat: int) -> float:
    """Position value for ``seat`` in health points (searches that cut playouts short use it): health
    margin plus TOKEN_VALUE per token of margin."""
    if state.is_terminal():
        return WIN_VALUE if state.winner == seat else -WIN_VALUE
    o = 1 - seat
    return (state.health[seat] - state.health[o]) + TOKEN_VALUE * (state.tokens[seat] - state.tokens[o])
