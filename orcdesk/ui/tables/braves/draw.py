"""Drawing the De l'orc pour les braves table, as functions of the view and the layout: the static layer (felt,
ring, seat panels), the ring of piles and their stacks, the wizard's deck, the status line, the side panel,
the banner, a dragged token and a pile's popup. The seats are in ``draw_seats.py``, the battle, the
dialogue and the decisions in ``draw_stage.py``.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import sentence, t
from orcdesk.games.braves.cards import card_set
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, draw_text_box, fit_size, text_width
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.art import CARD_RATIO, card_face, seat_colour
from orcdesk.ui.tables.braves.layout import (
    Layout,
    popup_rect,
)
from orcdesk.ui.tables.braves.view import PILE_KEYS, BravesView, pile_items_state

CS = card_set()


def static_layer(size, view: BravesView, lay: Layout) -> pygame.Surface:
    """The felt, the ring and the seat panels' frames: drawn once and kept until one of them changes (a
    seat starts or stops acting, the window is resized), so a frame of the deal costs one blit for them."""
    layer = table_background(size).copy()
    u = lay.u
    cx, cy = lay.ring_centre
    rx, ry = lay.ring_radii
    ring = pygame.Rect(0, 0, int(rx * 2 + u * 12), int(ry * 2 + u * 15))
    ring.center = (cx, cy)
    draw.alpha_rect(layer, ring, (10, 30, 20), 70, radius=ring.h // 2)
    pygame.draw.ellipse(layer, theme.shade(theme.FELT, 0.75), ring, max(1, int(u * 0.3)))
    for seat, r in lay.seat_rects.items():
        col = seat_colour(seat)
        acting = view.acting[seat]
        fill = theme.lerp_color((34, 26, 22), col, 0.16)
        draw.panel(
            layer,
            r,
            fill=fill,
            alpha=225,
            radius=int(u * 1.4),
            edge=col if acting else theme.PANEL_EDGE,
            edge_px=max(2, int(u * (0.5 if acting else 0.25))),
        )
    return layer


def highlight(surface, rect: pygame.Rect, hovered: bool, pulse: float, unit: float) -> None:
    """The shared "you can click this" glow (the table's ``draw_highlight``) for a rect drawn here."""
    a = 150 + int(90 * pulse) if not hovered else 255
    spread = int(unit * (2.2 if hovered else 1.6))
    draw.draw_glow(surface, rect, theme.HILITE, spread=spread, alpha=a, radius=max(4, rect.w // 10))
    pygame.draw.rect(
        surface, theme.HILITE, rect.inflate(4, 4), max(2, int(unit * 0.35)), border_radius=max(4, rect.w // 12)
    )


def strike(surface, rect: pygame.Rect, u: float) -> None:
    w = max(2, int(u * 0.6))
    pygame.draw.line(surface, (200, 30, 24), rect.topleft, rect.bottomright, w)
    pygame.draw.line(surface, (200, 30, 24), rect.topright, rect.bottomleft, w)


def draw_ring(surface, view: BravesView, lay: Layout, regions: dict) -> int | None:
    piles = view.piles
    cx, cy = lay.ring_centre
    rx, ry = lay.ring_radii
    empty_all = not any(piles)
    if empty_all and (
        view.arena is not None
        or (not view.piles_held and view.obs["phase"] not in ("deal", "place_shields", "champion"))
    ):
        return None  # after the piles are resolved the ring is the stage
    legal_piles = {p for p in range(len(lay.pile_rects)) if ("pile", p) in regions and regions[("pile", p)].legal}
    hover_pile = None
    nxt = view.obs["deal"]["next_pile"] if view.obs["phase"] == "deal" else None
    overlays = []
    for p, rect in enumerate(lay.pile_rects):
        items = list(piles[p]) if p < len(piles) else []
        hovered = view.hover == ("pile", p)
        overlays.append(_draw_pile(surface, view, lay, p, rect, items, p in legal_piles, hovered, nxt == p))
        if rect.collidepoint(view.mouse) and items:
            hover_pile = p
    for fn in overlays:  # tokens and numbers over every card, so a neighbour never hides them
        fn()
    return hover_pile


def _draw_pile(
    surface,
    view: BravesView,
    lay: Layout,
    p: int,
    rect: pygame.Rect,
    items: list,
    legal: bool,
    hovered: bool,
    next_: bool,
):
    """Draw the pile's cards; return a function drawing what lies over them (tokens, number)."""
    u = lay.u
    cards = [it["card"] for it in items if "card" in it]
    cancelled, owner = pile_items_state(items)
    if view.resolving == p:
        rect = rect.move(0, -int(u * 1.2))
    if not cards:
        pygame.draw.rect(
            surface, theme.shade(theme.FELT, 0.7), rect, max(1, int(u * 0.3)), border_radius=max(3, rect.w // 9)
        )
    else:
        depth = min(3, len(cards) - 1)
        for i in range(depth, 0, -1):
            off = int(i * u * 0.45)
            draw_card(surface, rect.move(off, off), art.deck_back(rect.w, rect.h), shadow=i == depth)
        top_index = max(j for j, it in enumerate(items) if "card" in it)
        draw_card(
            surface,
            rect,
            card_face(cards[-1], rect.w, rect.h),
            highlight=legal,
            hovered=hovered,
            pulse=view.pulse,
        )
        if cancelled[top_index]:
            strike(surface, rect, lay.u)
    if legal and not cards:
        highlight(surface, rect, hovered, view.pulse, lay.unit)
    return lambda: _pile_overlay(surface, view, lay, p, rect, items, cards, owner, legal, next_)


def _pile_overlay(surface, view: BravesView, lay: Layout, p, rect, items, cards, owner, legal, next_) -> None:
    u = lay.u
    # shields and desertions on the pile, bottom first, in a column astride its right edge: off the top
    # card's name and value (a desertion there read as if that card were the deserted one; the popup
    # shows which card each one cancels)
    tokens = [it for it in items if "card" not in it]
    if tokens:
        ts = int(u * 3.2)
        step = min(ts * 0.85, (rect.h - ts) / max(1, len(tokens) - 1))
        x = rect.right + int(ts * 0.15)
        y = rect.bottom - ts // 2
        for it in tokens:
            img = art.item_token(it, ts)
            surface.blit(img, img.get_rect(center=(x, int(y))))
            y -= step
    if owner is not None and cards:
        ring = rect.inflate(int(u * 0.8), int(u * 0.8))
        pygame.draw.rect(surface, seat_colour(owner), ring, max(2, int(u * 0.35)), border_radius=max(3, rect.w // 8))
    # the pile's number (or its key while a card is chosen from the keyboard or mouse)
    keyed = view.selected is not None and view.selected[0] in range(view.n)
    label = PILE_KEYS[p] if keyed else str(p + 1)
    tr = int(u * 1.9)
    centre = (rect.centerx, rect.y - int(tr * 0.55))
    fill = theme.HILITE if (keyed and legal) else ((250, 240, 210) if next_ else (40, 30, 24))
    pygame.draw.circle(surface, theme.INK, centre, tr + 2)
    pygame.draw.circle(surface, fill, centre, tr)
    ink = theme.INK if (keyed and legal) or next_ else theme.TEXT
    blit_fit(surface, label, int(tr * 1.5), int(tr * 1.8), ink, center=centre, bold=True)
    if len(cards) > 1:
        badge = str(len(cards))
        bc = (rect.x + int(u * 0.4), rect.bottom - int(u * 2.6))
        pygame.draw.circle(surface, theme.INK, bc, int(u * 1.4))
        blit_text(surface, badge, int(u * 2), theme.TEXT, center=bc, bold=True)


def draw_centre(surface, view: BravesView, lay: Layout) -> None:
    u = lay.u
    obs = view.obs
    if obs["phase"] not in ("deal", "place_shields", "champion") and not view.piles_held:
        return
    dr = lay.deck_rect
    left = obs["deal"]["left"] if obs["phase"] == "deal" else 0
    if left:
        for i in range(min(4, left // 15 + 1), 0, -1):
            draw_card(surface, dr.move(-i * 2, -i * 2), art.deck_back(dr.w, dr.h), shadow=i == 1)
        draw_card(surface, dr, art.deck_back(dr.w, dr.h))
    hat = art.wizard_hat(int(u * 6))
    surface.blit(hat, hat.get_rect(midbottom=(dr.centerx, dr.y + int(u * 1.5))))
    n_left = obs["deal"]["left"]
    text = t("braves.ui.deck_left", n=n_left) if obs["phase"] == "deal" else t("braves.ui.deck_done")
    if lay.deck_text_beside:  # a flat ring: the two lines right of the start card
        x = lay.start_rect.right + int(u * 1.5)
        room = int(lay.ring_centre[0] + lay.ring_radii[0] * 0.8 - x)
        first = dict(midleft=(x, lay.start_rect.centery - int(u * 1.4)))
        second = dict(midleft=(x, lay.start_rect.centery + int(u * 1.4)))
    else:
        room = int(u * 18)
        first = dict(midtop=(dr.centerx + int(u * 4), dr.bottom + int(u * 0.8)))
        second = dict(midtop=(dr.centerx + int(u * 4), dr.bottom + int(u * 3.6)))
    blit_fit(surface, text, int(u * 2.1), room, theme.TEXT, shadow=True, **first)
    sr = lay.start_rect
    if obs["deal"]["recruiting"]:
        glow = view.start_flash > 0
        draw_card(surface, sr, art.start_face(sr.w, sr.h), highlight=glow, hovered=glow, pulse=view.pulse_fast)
    else:
        pygame.draw.rect(
            surface, theme.shade(theme.FELT, 0.6), sr, max(1, int(u * 0.3)), border_radius=max(3, sr.w // 9)
        )
        blit_text(surface, "?", int(sr.h * 0.5), theme.shade(theme.FELT, 1.4), center=sr.center, bold=True)
    msg = t("braves.ui.shields_open") if obs["deal"]["recruiting"] else t("braves.ui.shields_locked")
    if not lay.deck_text_beside:  # between the piles left and right of the deck
        room = int(min(lay.ring_radii[0] * 1.1, 2 * (lay.ring_radii[0] - lay.card_size[0] * 1.2)))
    colour = theme.HILITE_SOFT if obs["deal"]["recruiting"] else theme.TEXT_DIM
    if lay.deck_text_beside:  # on two lines rather than under the piles and the seat panel on the right
        box = pygame.Rect(0, 0, room, int(u * 5))
        box.topleft = (second["midleft"][0], second["midleft"][1] - int(u * 1.1))
        draw_text_box(surface, msg, box, int(u * 1.9), colour, max_lines=2, shadow=True, line_spacing=1.0)
        return
    blit_text(surface, msg, fit_size(msg, int(u * 1.9), room), colour, shadow=True, **second)


def draw_status(surface, view: BravesView, lay: Layout) -> None:
    r = lay.status_rect
    u = lay.u
    draw.panel(surface, r, fill=(46, 32, 24), alpha=230, radius=r.h // 3)
    text, colour = view.status
    text = sentence(text)  # a sentence, though its words may come from mid-sentence ("un espion…")
    size = fit_size(text, r.h // 2, r.w - r.h, bold=True)
    blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)
    if view.strip:
        hint = t("braves.ui.hotseat_keys")
        blit_fit(
            surface, hint, int(u * 1.8), r.w, theme.TEXT_DIM, midbottom=(r.centerx, r.y - int(u * 0.3)), shadow=True
        )


def draw_side(surface, view: BravesView, lay: Layout) -> None:
    u = lay.u
    obs = view.obs
    info = lay.info_rect
    draw.panel(surface, info, fill=(40, 28, 22), alpha=230, radius=int(u))
    room = info.w - int(u * 2)
    threshold = t("braves.ui.threshold_strict" if obs["strict"] else "braves.ui.threshold", n=obs["threshold"])
    for text, size, colour, y, bold in (
        (t("braves.ui.round", n=obs["round"]), 2.6, theme.BRASS, 0.8, True),
        (threshold, 2, theme.TEXT, 4.2, False),
        (t(f"braves.step.{obs['phase']}"), 2, theme.TEXT_DIM, 7, False),
    ):
        blit_fit(surface, text, int(u * size), room, colour, midtop=(info.centerx, info.y + int(u * y)), bold=bold)
    fought = obs["battle"]["fought"]
    if fought:
        x = info.centerx - int(len(CS.peoples) * u * 2.4)
        for p in CS.peoples:
            g = art.people_glyph(p, int(u * 3.4))
            if p in fought:
                g = g.copy()
                g.set_alpha(90)
            surface.blit(g, (x, info.bottom - int(u * 3.8)))
            x += int(u * 4.8)


def draw_banner(surface, view: BravesView, lay: Layout) -> None:
    if view.banner is None:
        return
    text, colour = view.banner
    u = lay.u
    size = fit_size(text, int(u * 3.6), int(lay.ring_rect.w * 0.95), bold=True)
    r = pygame.Rect(0, 0, text_width(text, size, bold=True) + int(u * 6), int(u * 6.5))
    r.center = (lay.ring_centre[0], lay.ring_centre[1] - int(lay.ring_radii[1] * 0.55))
    draw.panel(surface, r, fill=(30, 22, 18), edge=colour, alpha=240, radius=r.h // 3, edge_px=3)
    blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)


def draw_drag(surface, view: BravesView, lay: Layout) -> None:
    if not view.dragging or not view.selected or view.selected[0] not in range(view.n):
        return
    seat, kind = view.selected
    img = art.item_token({"shield" if kind == "shield" else "desertion": seat}, int(lay.u * 5))
    surface.blit(img, img.get_rect(center=view.mouse))


def draw_stack_popup(surface, view: BravesView, lay: Layout, p: int) -> None:
    """Hovering a pile: its whole stack, bottom first, shields and desertions in their places."""
    if not view.on_top:
        return
    u = lay.u
    items = view.piles[p]
    cancelled, owner = pile_items_state(items)
    box = popup_rect(lay, p, len(items))
    ch = int(u * 8)
    cw = int(ch / CARD_RATIO)
    step: float = cw + int(u * 0.6)
    draw.panel(surface, box, fill=(34, 26, 22), alpha=245, radius=int(u * 1.2))
    n_cards = sum(1 for it in items if "card" in it)
    head = t("braves.ui.stack_title", pile=p + 1, n=n_cards)
    if owner is not None:
        head += " · " + t("braves.ui.stack_owner", who=view.names.who(owner))
    room = box.w - int(u * 2)
    blit_fit(surface, head, int(u * 2.1), room, theme.BRASS, topleft=(box.x + int(u), box.y + int(u * 0.8)), bold=True)
    step = min(step, (box.w - int(u * 2) - cw) / max(1, len(items) - 1)) if len(items) > 1 else step
    x: float = box.x + int(u)
    y = box.y + int(u * 4)
    for j, it in enumerate(items):
        rect = pygame.Rect(int(x), y, cw, ch)
        if "card" in it:
            draw_card(surface, rect, card_face(it["card"], cw, ch), shadow=False)
            if cancelled[j]:
                strike(surface, rect, lay.u)
        else:
            img = art.item_token(it, int(min(cw, u * 5)))
            surface.blit(img, img.get_rect(center=rect.center))
        x += step
    foot = t("braves.ui.stack_foot")
    blit_fit(surface, foot, int(u * 1.8), room, theme.TEXT_DIM, bottomleft=(box.x + int(u), box.bottom - int(u * 0.6)))
