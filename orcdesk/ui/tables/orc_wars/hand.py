"""The status row (what to do now, the buttons), your hand with your deck and discard pile at its ends, and the
chooser of reinforcements and deployments over the board. Functions of (surface, view, layout ``R``).
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import sentence, t
from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.kit import cards, draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, readable, wrap_lines
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.layout import chooser_layout, chooser_rect, hand_rects
from orcdesk.ui.tables.orc_wars.words import (
    card_name,
    clan_name,
    effect_text,
    kind_word,
    timing_word,
    type_name,
)


def face(ctype: int, w: int, h: int, dim: bool = False):
    return art.card_face(ctype, w, h, card_name(ctype), kind_word(ctype), timing_word(ctype), effect_text(ctype), dim)


def draw_status(surface, R, rect, text: str, color) -> None:
    """Whose turn / what to do now, on up to two lines."""
    u = R["u"]
    draw.panel(surface, rect, fill=(46, 32, 24), alpha=230, radius=rect.h // 3)
    if not text:
        return
    text = sentence(text)  # a sentence, though it may open with a name ("le Roi orc")
    width = rect.w - int(u * 3)
    size = int(min(rect.h * 0.42, u * 2.3))
    lines = wrap_lines(text, size, width, bold=True)
    while len(lines) > 2 and size > 9:
        size -= 1
        lines = wrap_lines(text, size, width, bold=True)
    lines = lines[:2]
    lh = int(size * 1.05)
    y = rect.centery - lh * len(lines) // 2
    for line in lines:
        blit_text(surface, line, size, color, midtop=(rect.centerx, y), bold=True, shadow=True)
        y += lh


def draw_buttons(surface, view, buttons: list, widgets: dict, in_duel: bool) -> None:
    """The status row's buttons: ``buttons`` are ((target, label, style), rect); Pass sits in the duel."""
    for (target, label, style), r in buttons:
        if not (target == ("btn", "pass") and in_duel):
            draw_button(surface, view, r, label, style, target, widgets)


def draw_button(surface, view, r, label, style, target, widgets: dict) -> None:
    b = widgets.get((target, label, style))
    if b is None:
        b = widgets[(target, label, style)] = Button(label, style=style)
    b.rect = r
    hovered = view.hovered == target
    b.hover.value = b.hover.target = 1.0 if hovered else 0.0
    b.draw(surface)


def draw_hand(surface, view, R, regions: dict, pointer, hidden: set) -> None:
    """Your hand (``regions``: card target -> its hit region; ``pointer``: the mouse, None under an overlay;
    ``hidden``: the hand slots whose card is in the air)."""
    u = R["u"]
    obs = view.obs
    area = R["hand"]
    hand = obs["hand"] or []
    if obs["hand"] is None:
        return
    rects = hand_rects(R, len(hand))
    live = view.live
    step = view.obs["step"] if live else ""
    hovered_card = None
    for i, (ctype, r) in enumerate(zip(hand, rects)):
        if ("hand", i) in hidden:
            continue
        reg = regions.get(("card", ctype))
        legal = reg is not None and reg.legal
        armed = view.sel.armed == ("card", ctype) and live
        nxt = rects[i + 1] if i + 1 < len(rects) else None
        hov = pointer is not None and r.collidepoint(pointer) and (nxt is None or not nxt.collidepoint(pointer))
        dim = live and step in ("action", "exchange") and not legal
        lift = u * 2.2 if armed else (u * 1.0 if hov else 0)
        cards.draw_card(
            surface,
            r,
            face(ctype, r.w, r.h, dim),
            lift=lift,
            highlight=legal and not armed,
            hovered=armed,
            pulse=view.pulse(),
            glow_color=theme.DANGER if step == "discard" else theme.HILITE,
        )
        if hov:
            hovered_card = (ctype, r)
    if not hand:
        blit_text(surface, t("orc_wars.ui.hand_empty"), int(u * 2.2), theme.TEXT_DIM, center=area.center)
    draw_deck_and_discard(surface, view, R)
    if hovered_card is not None:
        ctype, r = hovered_card
        big = pygame.Rect(0, 0, int(r.w * 1.7), int(r.h * 1.7))
        big.midbottom = (r.centerx, r.bottom - int(u * 1.5))
        big.clamp_ip(pygame.Rect(0, 0, *R["size"]))
        cards.draw_card(surface, big, face(ctype, big.w, big.h), lift=u)


def draw_deck_and_discard(surface, view, R) -> None:
    """Your deck (backs, with its count) and your discard pile (its top card), at both ends of the hand."""
    from orcdesk.ui.kit import tokens

    u = R["u"]
    seat = view.viewer
    obs = view.obs
    deck, disc = R["deck"], R["discard"]
    n = obs["deck_counts"][seat]
    for k in range(min(3, n)):
        cards.draw_card(surface, deck.move(-k * 2, -k * 2), cards.card_back(deck.w, deck.h), shadow=k == 0)
    if not n:
        pygame.draw.rect(surface, (60, 46, 36), deck, 2, border_radius=cards.card_radius(deck.w))
    tokens.count_badge(surface, (deck.right - int(u * 0.6), deck.y + int(u * 0.6)), n, int(u * 1.5))
    blit_text(
        surface,
        t("orc_wars.ui.deck"),
        readable(u * 1.6),
        theme.TEXT_DIM,
        midbottom=(deck.centerx, deck.y - int(u * 0.5)),
    )
    pile = obs["discards"][seat]
    if pile:
        cards.draw_card(surface, disc, face(pile[-1], disc.w, disc.h, True))
    else:
        pygame.draw.rect(surface, (60, 46, 36), disc, 2, border_radius=cards.card_radius(disc.w))
    tokens.count_badge(
        surface,
        (disc.right - int(u * 0.6), disc.y + int(u * 0.6)),
        len(pile),
        int(u * 1.5),
        fill=theme.PARCHMENT_DARK,
    )
    blit_text(
        surface,
        t("orc_wars.ui.discard"),
        readable(u * 1.6),
        theme.TEXT_DIM,
        midbottom=(disc.centerx, disc.y - int(u * 0.5)),
    )


def draw_chooser(surface, view, R, items: list, kind: str) -> None:
    if not view.live or not kind:
        return
    u = R["u"]
    box = chooser_rect(R, items, kind)
    draw.panel(surface, box, fill=(44, 30, 22), alpha=245, radius=int(u * 1.4))
    title = (
        t("orc_wars.chooser.deploy") if kind == "deploy" else t("orc_wars.chooser.reinforce", n=view.reinforce_limit)
    )
    blit_fit(
        surface,
        title,
        int(u * 2.3),
        box.w - int(u * 3),
        theme.BRASS,
        topleft=(box.x + int(u * 1.2), box.y + int(u * 0.9)),
        bold=True,
    )
    layout = chooser_layout(R, items, kind)
    drawn_clans = set()
    for (target, label, legal, tip, group), r in layout:
        hovered = view.hovered == target
        if target[0] == "reinf":
            c = target[1]
            if c not in drawn_clans:
                drawn_clans.add(c)
                emb = art.piece(
                    "circle", art.clan_color(c), theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[c]], int(u * 1.3)
                )
                surface.blit(emb, emb.get_rect(center=(box.x + int(u * 2.6), r.centery)))
                blit_fit(
                    surface,
                    clan_name(c),
                    int(u * 1.9),
                    int(u * 11),
                    theme.TEXT,
                    midleft=(box.x + int(u * 4.4), r.centery),
                    bold=True,
                )
            choice_button(surface, R, r, hovered, False)
            img = art.orc_token(target[2], c, int(r.h * 0.3))
            surface.blit(img, img.get_rect(center=(r.x + int(r.h * 0.5), r.centery)))
            name = type_name(target[2])
            blit_fit(surface, name, int(u * 1.9), r.w - r.h, theme.TEXT, midleft=(r.x + r.h, r.centery))
        elif target[0] == "dclan":
            c = target[1]
            chosen = view.choices.deploy_clan() == c
            choice_button(surface, R, r, hovered, chosen)
            emb = art.piece(
                "circle", art.clan_color(c), theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[c]], int(r.h * 0.3)
            )
            surface.blit(emb, emb.get_rect(center=(r.x + int(r.h * 0.5), r.centery)))
            blit_fit(surface, clan_name(c), int(u * 1.8), r.w - r.h, theme.TEXT, midleft=(r.x + r.h, r.centery))
        else:
            choice_button(surface, R, r, hovered, False)
            mix = E.MIXES[target[1]]
            c = view.choices.deploy_clan()
            kinds = [k for k in range(3) for _ in range(mix[k])]
            rad = int(min(r.h * 0.3, r.w / (len(kinds) * 2.6 + 1)))
            x0 = r.centerx - (len(kinds) - 1) * rad * 1.25
            for i, k in enumerate(kinds):
                img = art.orc_token(k, c, rad)
                surface.blit(img, img.get_rect(center=(int(x0 + i * rad * 2.5), r.centery)))


def choice_button(surface, R, r, hovered, selected) -> None:
    u = R["u"]
    if hovered:
        draw.draw_glow(surface, r, theme.HILITE, spread=int(u), alpha=200, radius=int(u * 0.8))
    fill = (120, 80, 36) if selected else (78, 56, 38)
    pygame.draw.rect(
        surface, theme.lerp_color(fill, (140, 100, 60), 0.4 if hovered else 0), r, border_radius=int(u * 0.8)
    )
    pygame.draw.rect(
        surface, theme.HILITE if (hovered or selected) else theme.BRASS_DARK, r, 2, border_radius=int(u * 0.8)
    )
