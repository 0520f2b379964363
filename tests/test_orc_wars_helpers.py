"""Helpers for the HeroCard Orc Wars tests: positions built by hand from a dealt game."""

from __future__ import annotations

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA

CODEC = E.CODEC


def A(kind: str, **fields) -> int:
    return CODEC.encode(kind, **fields)


def T(name: str) -> int:
    """The card type called ``name``."""
    return DATA.t_name.index(name)


def H(s, q: int, r: int) -> int:
    """The board index of world hex (q, r)."""
    return s.board.index[(q, r)]


def dealt(scenario: str = "prisoner", players: int = 2, seed: int = 1, **options) -> E.OrcWarsState:
    """A game past its setup placements (first legal hex each time)."""
    s = E.OrcWarsState.new(players, seed, {"scenario": scenario, **options})
    while s.step in (E.S_SETUP_KING, E.S_SETUP_ELF):
        s.apply(s.legal_actions()[0])
    return s


def touch(s) -> None:
    """Forget cached legal actions after editing a state by hand."""
    s._legal = None


def blank(scenario: str = "orc_camp", players: int = 2, seed: int = 1, **options) -> E.OrcWarsState:
    """A dealt game with the board emptied of orcs, tokens, treasures and boars (the King, if any, stays)."""
    s = dealt(scenario, players, seed, **options)
    s.fig_hex = [-1] * E.N_SLOTS
    s.fig_type = [-1] * E.N_SLOTS
    s.token_state = [0] * len(s.token_state)
    s.token_hex = [-1] * len(s.token_hex)
    s.treasure_hex = [-1] * 5
    s.boar_hex = [-1] * 7
    s.held = False
    touch(s)
    return s


def cards_of(s, seat: int) -> list:
    return list(DATA.deck_cards[s.deck_of(seat)])


def set_hand(s, seat: int, names: list) -> None:
    """Give ``seat`` exactly these cards in hand (empty piles, the rest in the deck)."""
    pool = cards_of(s, seat)
    hand = []
    for n in names:
        t = T(n)
        c = next(c for c in pool if DATA.card_type[c] == t)
        pool.remove(c)
        hand.append(c)
    s.hands[seat] = sorted(hand)
    s.decks[seat] = pool
    s.discards[seat] = []
    if seat == 0:
        s.piles[0:3] = [[], [], []]
        s.clan_piles = [[] for _ in range(5)]
    else:
        s.piles[seat * 3 : seat * 3 + 3] = [[], [], []]
    touch(s)


def put_on_pile(s, seat: int, name: str, clan: int | None = None) -> int:
    """Move one card called ``name`` from the seat's deck onto its pile (a clan pile if ``clan``)."""
    t = T(name)
    c = next(c for c in s.decks[seat] if DATA.card_type[c] == t)
    s.decks[seat].remove(c)
    if clan is not None:
        s.clan_piles[clan].append(c)
    elif seat == 0:
        s.piles[DATA.t_attr[t]].append(c)
    else:
        s.piles[seat * 3 + DATA.t_attr[t]].append(c)
    touch(s)
    return c


def elf_action(s, seat: int = 1) -> None:
    """Make it ``seat``'s Action phase now (fresh movement and Exclusive)."""
    s.cur = seat
    s.turn_idx = s.order.index(seat)
    s._begin_action(seat, [])
    touch(s)


def orc_phase(s, unit: int) -> None:
    """Open the orc player's Action phase of clan ``unit`` (0..4) or the King (5)."""
    s.cur = 0
    s.turn_idx = s.order.index(0)
    s.phases_done = 0
    s._open_orc_phase(unit, [])
    touch(s)


def place(s, slot: int, hexidx: int, ftype: int = 0) -> None:
    s.fig_hex[slot], s.fig_type[slot] = hexidx, ftype
    touch(s)


def kinds(s, seat=None) -> set:
    return {CODEC.kind_of(a) for a in s.legal_actions(seat)}


def play_out(s, rng, limit: int = 20000) -> int:
    steps = 0
    while not s.is_terminal():
        seat = s.to_act()[0]
        s.apply(rng.choice(s.legal_actions(seat)), seat)
        steps += 1
        assert steps < limit
    return steps
