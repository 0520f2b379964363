"""Who plays which elf: each elf seat's role (its power and wound track) and hero deck (its 30 cards and its
three attribute cards), chosen at setup (C2.4), and the options a game of a number of players starts from.

The options ``role_S`` and ``deck_S`` (S = 1..3, ``data/orc_wars.yaml``) are one seat's choices. The seats in
play never share a role nor a deck. A seat whose role is not given takes the first role (in hero order) that no
given seat holds; a seat whose deck is not given takes its role's own deck if free, else the first free one.
"""

from __future__ import annotations

from orcdesk.core.data import option_offered, options_for_players
from orcdesk.games.orc_wars.common import D
from orcdesk.games.orc_wars.data import HERO_ORDER

ELF_SEATS = (1, 2, 3)


def role_option(seat: int) -> str:
    return f"role_{seat}"


def deck_option(seat: int) -> str:
    return f"deck_{seat}"


def resolve_options(given: dict | None, players: int) -> dict:
    """``given`` completed for a game of ``players``: every elf seat in play with a role and a deck, the
    scenario offered at this count. Raises ValueError for two seats given one role or one deck, or a scenario
    not offered at this count."""
    out = options_for_players(D.options, given, players)
    scenario = out.get("scenario")
    if scenario is not None and not option_offered(D.options, "scenario", scenario, players):
        counts = D.options["scenario"]["players"][scenario]
        raise ValueError(f"the scenario {scenario!r} is for {' or '.join(map(str, counts))} players, not {players}")
    seats = ELF_SEATS[: players - 1]
    roles = _fill(out, seats, role_option, lambda seat, taken: next(r for r in HERO_ORDER if r not in taken), "role")
    _fill(
        out,
        seats,
        deck_option,
        lambda seat, taken: (
            D.heroes[roles[seat]]["deck"]
            if D.heroes[roles[seat]]["deck"] not in taken
            else next(D.heroes[h]["deck"] for h in HERO_ORDER if D.heroes[h]["deck"] not in taken)
        ),
        "deck",
    )
    return out


def _fill(out: dict, seats: tuple, option, pick, what: str) -> dict:
    """Set ``option(seat)`` for each seat: given values first (all distinct), then ``pick(seat, taken)``."""
    chosen = {seat: out[option(seat)] for seat in seats if option(seat) in out}
    values = list(chosen.values())
    if len(set(values)) != len(values):
        raise ValueError(f"two elves cannot share a {what}: {sorted(chosen.items())}")
    for seat in seats:
        if seat not in chosen:
            chosen[seat] = pick(seat, set(chosen.values()))
        out[option(seat)] = chosen[seat]
    return chosen


_SEAT_CACHE: dict = {}


def seat_heroes(options: dict) -> tuple[tuple, tuple]:
    """(roles, decks): per seat 0..3, the hero key of its role and of its deck (seat 0, the orc player: None
    and "orc"). Read in the engine's inner loops, hence cached by the six values."""
    key = tuple(options[role_option(s)] for s in ELF_SEATS) + tuple(options[deck_option(s)] for s in ELF_SEATS)
    hit = _SEAT_CACHE.get(key)
    if hit is None:
        hit = _SEAT_CACHE[key] = ((None,) + key[:3], ("orc",) + key[3:])
    return hit


def ai_roles(options: dict, players: int, ai_seats: list, chosen: set) -> dict:
    """``options`` with the roles of ``ai_seats`` (AI elves whose role the player left to them) set to the roles
    that suit the scenario best (``ai_roles`` in data/orc_wars.yaml, best first) among those no other seat
    holds, each with its own deck unless the player chose that seat's deck."""
    out = dict(options)
    seats = ELF_SEATS[: players - 1]
    keep = [s for s in seats if s not in ai_seats]
    taken = {out.get(role_option(s)) for s in keep}
    prefs = [r for r in D.ai_roles[out.get("scenario", D.options["scenario"]["default"])] if r not in taken]
    for seat, role in zip(sorted(ai_seats), prefs):
        out[role_option(seat)] = role
        if deck_option(seat) not in chosen:
            out[deck_option(seat)] = D.heroes[role]["deck"]
    decks = [out.get(deck_option(s)) for s in seats]
    if len(set(decks)) != len(decks):  # an AI's own deck is held by a seat the player set: decks left out
        for s in seats:
            if deck_option(s) not in chosen:
                out.pop(deck_option(s), None)
    return out
