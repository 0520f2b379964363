"""Named opponents' styles for the HeroCard Orc Wars policy (data/opponents.yaml, orc_wars: ``risk``, ``attack``):
the features a style adds or takes away, and the horde's strikes weighed by a style (policy.PolicyAgent)."""

from __future__ import annotations

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.greedy import _elf_hexes
from orcdesk.games.orc_wars.reach import _decode

CODEC = E.CODEC

# Named opponents' styles (data/opponents.yaml, orc_wars: risk, attack). ``risk`` changes the features: above 1
# a reckless horde strikes wounded elves again and a lone King spends his blocks as attacks. ``attack`` weighs
# the horde's strikes: above 1 squads strike with one point less in hand and, on (attack - 1) of their actions,
# take the strongest strike there is instead of the policy's move; below 1 they want one point more and hold
# back on (1 - attack) of the strikes the policy makes. (Keeping orcs round the King or back from hopeless
# blocks cost the hard horde 15-20 points against greedy elves in Orc Camp: too much for a style.)
RECKLESS = frozenset({"no_waste", "king_hoard"})


def styled_features(features: frozenset, style: dict | None) -> frozenset:
    if not style:
        return features
    risk, attack = float(style.get("risk", 1.0)), float(style.get("attack", 1.0))
    if risk > 1:
        features = features - RECKLESS
    if attack > 1:
        features = features | {"orc_bold"}
    elif attack < 1:
        features = features | {"orc_shy"}
    return features


def styled_strike(state, seat: int, legal, action, attack: float, rng):
    """The horde's move with a style's weight on striking (see RECKLESS): the strongest strike instead of
    ``action`` on (attack - 1) of its Action-phase moves, or another move than a strike on (1 - attack); and a
    squad that walks goes, on that share of its steps, to the hex nearest the elves (reckless: the King too) or
    farthest from them (cautious) among those the same figure may reach."""
    if attack == 1.0 or seat != E.ORC or state.step != E.S_ACTION:
        return action
    chosen = CODEC.decode(action)
    elves = _elf_hexes(state)
    # the King walks with a reckless horde too (a cautious one keeps him where the policy puts him)
    if (
        chosen.kind == "move"
        and (state.unit != E.KING_PHASE or attack > 1)
        and elves
        and rng.random() < abs(attack - 1)
    ):
        steps = [(a, d) for a, d in _decode(legal) if d.kind == "move" and d.fig == chosen.fig]
        sign = 1 if attack > 1 else -1
        return min(steps, key=lambda ad: (sign * min(state._dist(ad[1].hex, e) for e in elves), rng.random()))[0]
    attacks = [(a, d) for a, d in _decode(legal) if d.kind == "attack"]
    chosen_attack = chosen.kind == "attack"
    if attack > 1 and attacks and not chosen_attack and rng.random() < attack - 1:
        return max(attacks, key=lambda ad: (E.T_VALUE[ad[1].card], rng.random()))[0]
    if attack < 1 and chosen_attack and rng.random() < 1 - attack:
        others = [a for a in legal if CODEC.decode(a).kind != "attack"]
        if others:
            return rng.choice(others)
    return action
