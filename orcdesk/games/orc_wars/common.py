"""Numbers every part of the Orc Wars engine shares: seats, figure slots and targets, the card tables, dirty
tricks, treasures, squad mixes, the steps of a turn (see the engine's docstring for the rules).
"""

from __future__ import annotations

from orcdesk.games.orc_wars.data import DATA

D = DATA
ORC = 0  # the orc player's seat
# Figures and targets share one numbering (actions name them in their ``by``, ``fig`` and ``target`` fields):
N_SLOTS = 5 * 5  # orc figure slots: clan * 5 + base (five clans of five bases)
KING = N_SLOTS  # the Orc King
ELF0 = KING + 1  # the elf of seat 1; the elf of seat s is KING + s
BOAR0 = ELF0 + 3  # the seven boars of The Great Hunt
NONE = BOAR0 + 7  # no target (a card played without one)
N_TARGETS = NONE + 1  # the units that move and attack (orcs, the King, the elves) are those below BOAR0
KING_PHASE = 5  # the orc player's Action phases: 0..4 a clan's, 5 the King's (``unit``)
# Movement points left this phase, one entry per orc slot, the King, and the acting elf (one elf acts at a time).
ELF_MOVE_SLOT = KING + 1
MOVE_SLOTS = ELF_MOVE_SLOT + 1
# How far the acting unit's movement has gone this phase (``move_stage``): a move is not interrupted by an action
# (C8.1), so once an action follows a move the movement is over (the Ranger's attack excepted, D3).
MOVE_FRESH, MOVE_UNDER_WAY, MOVE_OVER = range(3)
HEX_FIELD = 140  # room for the hex index in an action (the largest board has 7 tiles of 19 hexes: 133)
HAND = D.hand_limit
T_NAME, T_ATTR, T_COST, T_TIMING, T_KIND, T_VALUE, T_EFFECTS = (
    D.t_name,
    D.t_attr,
    D.t_cost,
    D.t_timing,
    D.t_kind,
    D.t_value,
    D.t_effects,
)
CTYPE = D.card_type
CCOST = tuple(T_COST[t] for t in CTYPE)  # per card id: its cost and attribute (inner loops)
CATTR = tuple(T_ATTR[t] for t in CTYPE)
TRICKS = D.tricks
TRICK_INDEX = {t["key"]: i for i, t in enumerate(TRICKS)}
TR_DRUMS, TR_CHEAP, TR_SKULL, TR_TRIP, TR_SNEAK, TR_RALLY, TR_LOOT, TR_OATH = (
    TRICK_INDEX[k]
    for k in (
        "war_drums",
        "cheap_shot",
        "thick_skull",
        "trip_wire",
        "sneak_through",
        "rally",
        "loot_the_dead",
        "blood_oath",
    )
)
TREASURES = D.treasures
TE_BOOTS, TE_HORN, TE_DRAUGHT, TE_AMULET, TE_SUN = range(5)
MIXES = tuple((b, t, n - b - t) for n in range(5) for b in range(n + 1) for t in range(n - b + 1))
MIX_INDEX = {m: i for i, m in enumerate(MIXES)}


# Steps.
(
    S_SETUP_KING,
    S_SETUP_ELF,
    S_DISCARD,
    S_DRAW,
    S_CLEAR,
    S_SQUAD,
    S_DEPLOY,
    S_REINF,
    S_REINF_HEX,
    S_PHASES,
    S_ACTION,
    S_EXCHANGE,
    S_CASUALTY,
    S_ACTIVATE,
    S_TRIP,
    S_OVER,
) = range(16)
STEP_NAMES = (
    "setup_king",
    "setup_elf",
    "discard",
    "draw",
    "clear",
    "squad",
    "deploy",
    "reinforce",
    "reinforce_hex",
    "phases",
    "action",
    "exchange",
    "casualty",
    "activate",
    "trip_wire",
    "over",
)


_PRISON_CLAN = {name: (sc["prisoners"]["clan"] if sc["prisoners"] else -1) for name, sc in D.scenarios.items()}


def _insort(lst: list, x: int) -> None:
    i = len(lst)
    while i and lst[i - 1] > x:
        i -= 1
    lst.insert(i, x)
