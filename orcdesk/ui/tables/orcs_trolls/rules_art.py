"""The Orcs & Trolls rules pages' pictures (drawn with the table's own art) and their card reference, written
from ``data/orcs_trolls.yaml`` (kinds, copies, traits) and the card texts of the catalogue, so that it never
drifts from the cards the table shows."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.cards import (
    ATTACK,
    CARDS,
    GREEN,
    GREY,
    KIND_NAMES,
    ORC,
    TRAIT_NAMES,
    TREASURE,
    TRIAL,
    TROLL,
)
from orcdesk.ui.kit import dice
from orcdesk.ui.tables.orcs_trolls import art

C = CARDS
# Page indexes (0-based, rules.orcs_trolls.pNN in key order): the picture drawn beside each.
(GOAL, SETUP, MEMBERS, TURN, TRIALS, STATES, ATTACKS, TREASURES, REF_YELLOW_RED, REF_BLACK_GREY, REF_GREEN, END) = (
    range(12)
)


def _types(kind: int) -> list[tuple[str, int, int]]:
    """(key, first card, copies) of every card type of ``kind``, in the data file's order."""
    out: dict[str, list[int]] = {}
    for c in range(C.n_cards):
        if C.kind[c] == kind:
            out.setdefault(C.key[c], []).append(c)
    return [(key, cards[0], len(cards)) for key, cards in out.items()]


def _count(kind: int) -> int:
    return sum(1 for c in range(C.n_cards) if C.kind[c] == kind)


def _section(kind: int) -> list[str]:
    lines = [t(f"rules.ref.orcs_trolls.head.{KIND_NAMES[kind]}", n=_count(kind))]
    for key, _card, copies in _types(kind):
        lines.append(
            t(
                "rules.ref.orcs_trolls.card",
                name=t(f"orcs_trolls.card.{key}.name"),
                copies=copies,
                text=t(f"orcs_trolls.card.{key}.text"),
            )
        )
    return lines


def members_reference() -> str:
    """The orcs by traits, each trait's effect, and the trolls."""
    orcs = [c for c in range(C.n_cards) if C.kind[c] == ORC]
    by_count = [sum(1 for c in orcs if bin(C.traits[c]).count("1") == k) for k in range(3)]
    lines = [
        t("rules.ref.orcs_trolls.head.orc", n=len(orcs)),
        t("rules.ref.orcs_trolls.orcs", none=by_count[0], one=by_count[1], two=by_count[2]),
    ]
    for bit, name in TRAIT_NAMES.items():
        lines.append(
            t(
                "rules.ref.orcs_trolls.trait",
                text=t(f"orcs_trolls.trait.{name}.text"),
                n=sum(1 for c in orcs if C.traits[c] & bit),
            )
        )
    lines.append(t("rules.ref.orcs_trolls.head.troll", n=_count(TROLL)))
    lines.append(t("rules.ref.orcs_trolls.troll", text=t("orcs_trolls.ui.troll_text")))
    return "\n".join(lines)


def rules_text(options: dict | None = None) -> dict[str, str]:
    """The blocks the Orcs & Trolls pages name: ``{members}``, ``{treasures}``, ``{trials}``, ``{attacks}``,
    ``{bonuses}``, ``{defences}``, and ``{max_rounds}`` (the option that ends a runaway game)."""
    from orcdesk.core.data import game_options

    rounds = game_options(C.options, options or {})["max_rounds"]
    return {
        "members": members_reference(),
        "max_rounds": str(rounds),
        "treasures": "\n".join(_section(TREASURE)),
        "trials": "\n".join(_section(TRIAL)),
        "attacks": "\n".join(_section(ATTACK)),
        "bonuses": "\n".join(_section(GREY)),
        "defences": "\n".join(_section(GREEN)),
    }


def _first(key: str) -> int:
    return next(c for c in range(C.n_cards) if C.key[c] == key)


def _cards(s: pygame.Surface, cards: list[int], w: int, h: float, top: float = 0.5) -> None:
    """A row of card faces centred at height ``top`` × h."""
    n = len(cards)
    cw = int(min(w / (n + 0.5), h / 1.6))
    ch = int(cw * 1.45)
    x0 = (w - n * cw) // 2
    for i, card in enumerate(cards):
        s.blit(art.card_face(card, cw - 8, ch), (x0 + i * cw, int(h * top - ch / 2)))


def _dice(s: pygame.Surface, ups: list[int], kept: list[bool], size: int, centre: tuple[int, int]) -> None:
    """Pip dice (faces 1..6 as ``ups``, see dice.pip_die_look), the kept ones lit, the others dimmed."""
    for i, (up, keep) in enumerate(zip(ups, kept)):
        sprite = dice.render_die(dice.pip_die_look(), up, size, state="kept" if keep else "dimmed")
        sprite.draw(s, (int(centre[0] + (i - (len(ups) - 1) / 2) * size * 1.3), centre[1]))


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside rules page ``page`` (0-based), ``w`` × ``h`` pixels, transparent around."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    orc = next(c for c in range(C.n_cards) if C.kind[c] == ORC and C.traits[c])
    troll = next(c for c in range(C.n_cards) if C.kind[c] == TROLL)
    if page == GOAL:  # a pack with its treasure, and the target
        _cards(s, [orc, _first("treasure_3"), _first("warrior")], w, h, 0.42)
        badge = art.vp_badge(C.win_vp, int(min(w, h) * 0.22), pending=True)
        s.blit(badge, badge.get_rect(center=(w // 2, int(h * 0.86))))
    elif page == SETUP:  # the colours of the cards
        _cards(s, [_first(k) for k in ("treasure_2", "river", "dwarf")], w, h, 0.26)
        _cards(s, [_first("mighty_action"), _first("dragon"), troll], w, h, 0.74)
    elif page == MEMBERS:  # the four traits, an orc and a troll
        size = int(min(w / 8, h / 7))
        for i, name in enumerate(TRAIT_NAMES.values()):
            cross = art.trait_cross(name, size)
            s.blit(cross, cross.get_rect(center=(int(w * (0.2 + 0.2 * i)), int(h * 0.12))))
        _cards(s, [orc, troll], w, h * 0.95, 0.62)
    elif page == TURN:  # the attack die against the orc dice
        size = int(min(w / 6, h / 4))
        _dice(s, [2, 4, 0], [True, True, False], size, (w // 2, int(h * 0.3)))
        _dice(s, [5], [True], size, (w // 2, int(h * 0.7)))
    elif page == TRIALS:  # three dice, the two lowest kept
        size = int(min(w / 4.6, h / 3))
        _dice(s, [2, 4, 0], [True, True, False], size, (w // 2, int(h * 0.3)))
        _cards(s, [_first("river"), _first("branch")], w, h * 0.55, 1.35)
    elif page == STATES:  # the frog, trap and danger markers
        size = int(min(w / 3.6, h / 2.4))
        for i, marker in enumerate((art.frog_marker(size), art.trap_marker(size), art.danger_marker(size))):
            s.blit(marker, marker.get_rect(center=(int(w * (0.2 + 0.3 * i)), int(h * 0.3))))
        _cards(s, [_first("witch")], w, h * 0.5, 1.45)
    elif page == ATTACKS:  # an attack, its bonus and a defence
        _cards(s, [_first("dwarf"), _first("rune_hammer"), _first("help")], w, h)
    elif page == TREASURES:  # the sword, the talisman and the life potion
        _cards(s, [_first("sword"), _first("talisman"), _first("potion")], w, h)
    elif page == REF_YELLOW_RED:
        _cards(s, [_first(k) for k in ("treasure_4", "quicksand")], w, h * 0.5, 0.5)
        _cards(s, [_first(k) for k in ("frog", "troll_meal")], w, h * 0.5, 1.5)
    elif page == REF_BLACK_GREY:
        _cards(s, [_first(k) for k in ("elf", "super_hero")], w, h * 0.5, 0.5)
        _cards(s, [_first(k) for k in ("black_night", "super_blade")], w, h * 0.5, 1.5)
    elif page == REF_GREEN:
        _cards(s, [_first(k) for k in ("feast", "pack")], w, h * 0.5, 0.5)
        _cards(s, [_first(k) for k in ("scout", "big_dragon")], w, h * 0.5, 1.5)
    else:  # the end: the target held for a whole round
        badge = art.vp_badge(C.win_vp, int(min(w, h) * 0.34), pending=True)
        s.blit(badge, badge.get_rect(center=(w // 2, int(h * 0.24))))
        _cards(s, [_first("treasure_1"), _first("elf")], w, h * 0.5, 1.45)
    return s
