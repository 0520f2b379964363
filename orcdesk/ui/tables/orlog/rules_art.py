"""The Orlog rules pages' pictures (drawn with the table's own art) and their favour reference, written from
``data/orlog.yaml`` and the god texts of the catalogue so that it never drifts from the engine."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import language, t
from orcdesk.ui.kit import dice
from orcdesk.ui.tables.orlog import art

# Page indexes (0-based, rules.orlog.pNN in key order): the picture drawn beside each.
GOAL, GODS, DICE, ROUND, RESOLUTION, FAVOURS, READINGS = range(7)


def _number(value, lang: str) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = str(value)
    return text.replace(".", ",") if lang == "fr" else text


def favour_order(options: dict | None = None) -> list[tuple[int, int, str]]:
    """(priority, index, god) of the 20 gods in the order their favours resolve (the engine's priorities with these
    options; same priority: data order, the coin holder's favour first at the table)."""
    from orcdesk.games.orlog.engine import GODS, OrlogState

    state = OrlogState.new(2, 0, options)
    return sorted(((state.priority(g), i, g) for i, g in enumerate(GODS)), key=lambda x: x[:2])


def favour_reference(options: dict | None = None) -> str:
    """Every favour, in resolution order: priority, name, the three costs and effects, what it does."""
    from orcdesk.games.orlog.engine import DATA, G

    lang = language()
    lines = []
    section = None
    for prio, _, god in favour_order(options):
        here = "before" if prio <= 5 else "after"
        if here != section:
            lines.append(t(f"rules.ref.orlog.{here}"))
            section = here
        tiers = DATA.tiers[G[god]]
        costs = " / ".join(str(cost) for cost, _ in tiers)
        values = " / ".join(_number(value, lang) for _, value in tiers)
        effect = t(f"orlog.god.{god}.tier", n=values)
        lines.append(
            t(
                "rules.ref.orlog.favour",
                priority=prio,
                name=t(f"orlog.god.{god}.name"),
                costs=costs,
                effect=effect,
                text=t(f"orlog.god.{god}.text"),
            )
        )
    return "\n".join(lines)


def rules_text(options: dict | None = None) -> dict[str, str]:
    """The blocks the Orlog pages name: ``{favours}``."""
    return {"favours": favour_reference(options)}


def _dice_row(s: pygame.Surface, faces: list[tuple[int, int] | tuple[int, int, str]], size: int, y: int) -> None:
    """Dice of the real set (template, face index, optionally a state: "kept") in a row centred at height ``y``."""
    looks = art.die_looks("bone")
    n = len(faces)
    for k, (template, up, *state) in enumerate(faces):
        sprite = dice.render_die(looks[template], up, size, state=state[0] if state else "normal")
        sprite.draw(s, (int(s.get_width() / 2 + (k - (n - 1) / 2) * size * 1.15), y))


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside rules page ``page`` (0-based), ``w`` × ``h`` pixels, transparent around."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    size = int(min(w / 5.2, h / 3.6))
    if page == GOAL:  # the health stones, and dice
        stone = int(min(w / 9, h / 9))
        art.draw_health(s, (int(w * 0.42), int(h * 0.3)), 15, stone)
        _dice_row(s, [(0, 0), (0, 4), (1, 3)], size, int(h * 0.72))
    elif page == GODS:  # three gods and the coin
        cw = int(min(w / 3.8, h / 2.2))
        for i, god in enumerate(("thor", "freyja", "loki")):
            card = art.mini_card(god, cw)
            s.blit(card, card.get_rect(center=(int(w / 2 + (i - 1) * cw * 1.12), int(h * 0.36))))
        coin = art.coin_sprite(int(cw * 0.7))
        s.blit(coin, coin.get_rect(center=(w // 2, int(h * 0.8))))
    elif page == DICE:  # the five faces; a gilded arrow and a gilded hand
        _dice_row(s, [(0, 0), (0, 4), (0, 3)], size, int(h * 0.3))
        _dice_row(s, [(0, 1), (0, 5)], size, int(h * 0.62))
        tok = art.token_sprite(int(size * 0.5))
        s.blit(tok, tok.get_rect(center=(w // 2, int(h * 0.88))))
    elif page == ROUND:  # kept dice and dice to reroll
        _dice_row(s, [(0, 0, "kept"), (1, 0, "kept"), (2, 1, "kept")], size, int(h * 0.3))
        _dice_row(s, [(3, 1), (4, 3), (5, 4)], size, int(h * 0.68))
    elif page == RESOLUTION:  # axes against helmets, arrows against shields
        _dice_row(s, [(0, 0), (0, 4)], size, int(h * 0.28))
        _dice_row(s, [(0, 3), (0, 1)], size, int(h * 0.62))
        coin = art.coin_sprite(int(size * 0.6))
        s.blit(coin, coin.get_rect(center=(int(w * 0.12), int(h * 0.28))))
    elif page == FAVOURS:  # a whole favour card
        cw = int(min(w * 0.5, h / 1.55))
        card = art.god_card("thor", cw)
        s.blit(card, card.get_rect(center=(w // 2, h // 2)))
    else:  # the favours read differently
        cw = int(min(w / 3.8, h / 2.2))
        for i, god in enumerate(("ullr", "thrymr", "vidar")):
            card = art.mini_card(god, cw)
            s.blit(card, card.get_rect(center=(int(w / 2 + (i - 1) * cw * 1.12), h // 2)))
    return s
