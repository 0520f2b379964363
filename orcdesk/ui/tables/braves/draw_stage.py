"""Drawing the stage of the De l'orc pour les braves table: the battle (armies face down, then turned over,
the winner lit), the spy's and the commando's dialogue, and the buttons of a turn decision.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, card_set
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, text_width, wrap_lines
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.art import CARD_RATIO, back_face, card_face, seat_colour
from orcdesk.ui.tables.braves.draw import strike
from orcdesk.ui.tables.braves.layout import (
    Layout,
    army_spot,
    ask_grid,
    label_at,
    seat_point,
)
from orcdesk.ui.tables.braves.view import BravesView
from orcdesk.ui.tables.braves.words import army_expr

CS = card_set()


def draw_arena(surface, view: BravesView, lay: Layout) -> None:
    a = view.arena
    if a is None:
        return
    u = lay.u
    cx, cy = lay.ring_centre
    people = a["people"]
    # the people that fights, in the middle (the decision's buttons take its place while they are shown)
    choosing = view.actor is not None and not view.busy and not view.realtime
    if choosing and view.obs["phase"] == "choose_people":
        return  # the people buttons take the middle: the last battle (in the log) gives way
    if not choosing:
        g = art.people_glyph(people, int(u * 8))
        surface.blit(g, g.get_rect(center=(cx, cy - int(u * 2))))
        points = CS.battle_points[a["number"] - 1]
        title = t("braves.ui.battle_title", number=a["number"], people=art.people_name(people), n=points)
        size = fit_size(title, int(u * 2.6), int(lay.ring_radii[0] * 1.4), bold=True)
        blit_text(surface, title, size, theme.HILITE_SOFT, center=(cx, cy + int(u * 3.5)), bold=True, shadow=True)
    ch = int(u * 9.5)
    cw = int(ch / CARD_RATIO)
    w = view.obs["wizard"]
    for s in range(view.n):
        if s == w:
            continue
        spot = army_spot(lay, s)
        armies = a.get("armies")
        winner = a.get("winners") is not None and s in a["winners"]
        if armies and s in armies and view.flip >= 0.5:
            army = armies[s]
            cards = list(army["cards"]) + list(army.get("flying") or [])
            f = (view.flip - 0.5) * 2
            _draw_fan(surface, view, lay, spot, cards, cw, ch, f, winner)
            colour, at = theme.HILITE if winner else theme.TEXT, label_at(lay, spot, ch, 2.4)
            outline = dict(outline=theme.INK, outline_px=max(2, int(u * 0.3)))
            blit_text(surface, str(army["strength"]), int(u * 4.2), colour, center=at, bold=True, **outline)
            fan_w = max(cw, int(cw + (len(cards) - 1) * cw * 0.42))
            hit = pygame.Rect(0, 0, fan_w, ch)
            hit.center = spot
            if view.free_hover(hit):
                view.tip(f"{view.names.full[s]}: {army_expr(army['cards'], army['detail'], army.get('flying'))}")
        else:
            counts = (a["people_n"][s], a["merc_n"][s])
            total = counts[0] + counts[1]
            if not total:
                continue
            own = view.obs["battle"]["own"] if s == view.viewer and view.hand_up else None
            if own and not armies and view.obs["battle"]["number"] == a["number"] and len(own) == total:
                _draw_fan(surface, view, lay, spot, own, cw, ch, 1.0, False)  # your own army, face up to you
                _count_label(surface, lay, spot, ch, total)
                continue
            f = 1.0 - view.flip * 2 if armies else 1.0
            backs = [CS.peoples.index(people)] * counts[0] + [MERC_BACK] * counts[1]
            _draw_backs_stack(surface, view, lay, spot, backs, cw, ch, max(0.05, f))
    removed = a.get("removed")
    if removed is not None and view.bubble is not None:
        tgt, c = removed
        spot = army_spot(lay, tgt)
        rect = pygame.Rect(0, 0, cw, ch)
        rect.center = (spot[0] + int(u * 6), spot[1] - int(u * 3))
        draw_card(surface, rect, card_face(c, cw, ch), angle=-12)
        strike(surface, rect, lay.u)


def _draw_backs_stack(
    surface, view: BravesView, lay: Layout, spot, backs: list, cw: int, ch: int, scale_x: float
) -> None:
    u = lay.u
    w = max(2, int(cw * scale_x))
    for i, b in enumerate(backs[:8]):
        rect = pygame.Rect(0, 0, w, ch)
        rect.center = (spot[0] + int(i * u * 0.7) - int(min(7, len(backs) - 1) * u * 0.35), spot[1] - int(i * u * 0.3))
        draw_card(surface, rect, back_face(b, w, ch), shadow=i == 0)
    _count_label(surface, lay, spot, ch, len(backs))


def _count_label(surface, lay: Layout, spot, ch: int, count: int) -> None:
    """The number of cards in an army still face down (or face up to its owner only)."""
    at = label_at(lay, spot, ch, 2.0)
    blit_text(surface, str(count), int(lay.u * 3), theme.TEXT, center=at, bold=True, outline=theme.INK)


def _draw_fan(
    surface, view: BravesView, lay: Layout, spot, cards: list, cw: int, ch: int, scale_x: float, winner: bool
) -> None:
    u = lay.u
    k = len(cards)
    if not k:
        blit_text(surface, "—", int(u * 3), theme.TEXT_DIM, center=spot)
        return
    step = cw * 0.42 if k > 1 else 0
    x0 = spot[0] - (cw + step * (k - 1)) / 2
    w = max(2, int(cw * scale_x))
    for i, c in enumerate(cards):
        rect = pygame.Rect(int(x0 + i * step + (cw - w) / 2), spot[1] - ch // 2, w, ch)
        draw_card(surface, rect, card_face(c, w, ch), shadow=i == 0, highlight=winner and i == k - 1, pulse=view.pulse)


def draw_bubble(surface, view: BravesView, lay: Layout) -> None:
    """A line of dialogue in the middle of the table (a spy's question and its answer, the commando): an
    arrow from the speaker's seat to the player spoken to, the words in a bubble whose tail points at the
    speaker, and the card concerned."""
    b = view.bubble
    if b is None:
        return
    u = lay.u
    src = seat_point(lay, b["seat"])
    cx, cy = lay.ring_centre
    if b.get("target") is not None:
        dst = seat_point(lay, b["target"])
        _arrow(surface, u, src, dst, seat_colour(b["seat"]))
    text = b["text"]
    size = int(u * 2.7)
    maxw = int(lay.ring_rect.w * 0.55)
    lines = wrap_lines(text, size, maxw, bold=True)
    card = b.get("card")
    spy = b.get("spy")
    icon = card if card is not None else (CS.spy_card[spy] if spy else None)
    tw = max(text_width(line, size, bold=True) for line in lines)
    ch = int(u * 10)
    cwid = int(ch / CARD_RATIO) if icon is not None else 0
    box = pygame.Rect(
        0,
        0,
        tw + int(u * 4) + (cwid + int(u * 2) if cwid else 0),
        max(len(lines) * int(size * 1.2) + int(u * 3), ch + int(u * 3) if cwid else 0),
    )
    box.center = (cx, cy)
    # the tail: a short wedge from the box toward the speaker
    dx, dy = src[0] - cx, src[1] - cy
    dist = max(1.0, math.hypot(dx, dy))
    ux, uy = dx / dist, dy / dist
    edge = (
        cx + ux * min(box.w / 2, abs(box.h / 2 / uy) if uy else 1e9) * 0.98,
        cy + uy * min(box.h / 2, abs(box.w / 2 / ux) if ux else 1e9) * 0.98,
    )
    tip = (edge[0] + ux * u * 4, edge[1] + uy * u * 4)
    px, py = -uy * u * 1.6, ux * u * 1.6
    tail = [tip, (edge[0] + px, edge[1] + py), (edge[0] - px, edge[1] - py)]
    col = seat_colour(b["seat"])
    draw.drop_shadow(surface, box, int(u * 1.5), offset=int(u * 0.5), blur=int(u * 1.5))
    pygame.draw.polygon(surface, col, tail)
    pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=int(u * 1.5))
    pygame.draw.rect(surface, col, box, max(2, int(u * 0.45)), border_radius=int(u * 1.5))
    x = box.x + int(u * 2)
    if icon is not None:
        rect = pygame.Rect(x, box.centery - ch // 2, cwid, ch)
        draw_card(surface, rect, card_face(icon, rect.w, rect.h), shadow=False)
        x = rect.right + int(u * 2)
    y = box.y + (box.h - len(lines) * int(size * 1.2)) // 2
    for line in lines:
        blit_text(surface, line, size, theme.INK, topleft=(x, y), bold=True)
        y += int(size * 1.2)


def _arrow(surface, u: float, src, dst, colour) -> None:
    dx, dy = dst[0] - src[0], dst[1] - src[1]
    dist = max(1.0, math.hypot(dx, dy))
    ux, uy = dx / dist, dy / dist
    a = (src[0] + ux * u * 6, src[1] + uy * u * 6)
    b = (dst[0] - ux * u * 6, dst[1] - uy * u * 6)
    w = max(3, int(u * 0.7))
    pygame.draw.line(surface, theme.INK, a, b, w + 2)
    pygame.draw.line(surface, colour, a, b, w)
    head = [
        b,
        (b[0] - ux * u * 3 - uy * u * 1.8, b[1] - uy * u * 3 + ux * u * 1.8),
        (b[0] - ux * u * 3 + uy * u * 1.8, b[1] - uy * u * 3 - ux * u * 1.8),
    ]
    pygame.draw.polygon(surface, theme.INK, [(x + 1, y + 1) for x, y in head])
    pygame.draw.polygon(surface, colour, head)


def draw_choices(surface, view: BravesView, lay: Layout, choices: list, buttons: dict) -> None:
    """The buttons of a turn decision (``choices``: input.choices; ``buttons``: the Button of each target, kept
    between frames), and the spy's grid of card types with its title."""
    if not choices:
        return
    u = lay.u
    if any(style == "card" for *_, style in choices):
        grid = [c for c in choices if c[5] == "card"]
        box = grid[0][2].unionall([c[2] for c in grid]).inflate(int(u * 4), int(u * 8))
        box.y -= int(u * 3)
        box.h = max(box.h, ask_grid(lay)[1] + int(u * 6) - box.y)
        draw.panel(surface, box, fill=(40, 30, 24), alpha=240, radius=int(u * 1.5))
        assert view.selected is not None  # the grid of card types shows once the spy's target is picked
        tgt = view.selected[1]
        counts = view.obs["backs"][tgt]
        head = t(
            "braves.ui.ask_title",
            who=view.names.full[tgt],
            backs=", ".join(f"{art.back_name(b)} {c}" for b, c in enumerate(counts) if c) or "—",
        )
        blit_fit(
            surface,
            head,
            int(u * 2.2),
            box.w - int(u * 2),
            theme.HILITE_SOFT,
            midtop=(box.centerx, box.y + int(u * 1.2)),
            bold=True,
        )
    for target, label, rect, ok, reason, style in choices:
        hov = view.hover == target
        if style == "card":
            tid = target[1]
            face = card_face(CS.by_type[tid][0], rect.w, rect.h)
            draw_card(surface, rect, face, highlight=ok, hovered=hov, alpha=255 if ok else 110, pulse=view.pulse)
            if hov:
                view.tip(t("braves.ui.ask_tip", what=label))
            continue
        b = buttons.get(target)
        if b is None:
            b = buttons[target] = Button(label, None, style=style, key=str(target))
        b.label, b.rect, b.enabled, b.style = label, rect, ok, style
        b.hover.value = 1.0 if hov else 0.0
        b.pressed = view.pressed == target
        b.draw(surface)
        if target[0] == "people":
            g = art.people_glyph(CS.peoples[target[1]], int(rect.h * 0.8))
            surface.blit(g, g.get_rect(midleft=(rect.x + int(u), rect.centery)))
