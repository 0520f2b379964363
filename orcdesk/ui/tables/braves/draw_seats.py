"""Drawing the seats of the De l'orc pour les braves table: each panel (name, cogwheel, shields and desertions,
the hand as backs or faces), the hotseat strip of a shared deal.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import card_set
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, wrap_lines
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.art import CARD_RATIO, back_face, card_face, seat_colour
from orcdesk.ui.tables.braves.layout import (
    Layout,
    own_card_rects,
    strip_groups,
)
from orcdesk.ui.tables.braves.view import BravesView

CS = card_set()


def draw_seat(surface, view: BravesView, lay: Layout, seat: int, regions: dict, wheel) -> None:
    u = lay.u
    r = lay.seat_rects[seat]
    obs = view.obs
    wizard = obs["wizard"] == seat
    col = seat_colour(seat)
    hov = view.hover == ("seat", seat)
    if ("seat", seat) in regions and regions[("seat", seat)].legal:
        # a seat to click: a bright pulsing frame (the panel itself is in the static layer)
        w = max(3, int(u * (0.9 if hov else 0.45 + 0.25 * view.pulse)))
        pygame.draw.rect(surface, theme.HILITE, r.inflate(int(u * 1.2), int(u * 1.2)), w, border_radius=int(u * 1.8))
    bottom = seat == view.bottom
    # name row
    g = art.seat_glyph(seat, int(u * 3.2))
    surface.blit(g, (r.x + int(u * 0.8), r.y + int(u * 0.6)))
    name = view.names.full[seat]
    nx = r.x + int(u * 4.6)
    nw = r.w - int(u * 5.5) - (int(u * 5) if wizard or obs["champion"] == seat else 0)
    if fit_size(name, int(u * 2.4), nw, bold=True) < u * 2.1:  # a crowded row: the name without its level
        name = view.names.short[seat]
    blit_fit(surface, name, int(u * 2.4), nw, theme.TEXT, midleft=(nx, r.y + int(u * 2.2)), bold=True, shadow=True)
    if wizard:
        hat = art.wizard_hat(int(u * 5))
        surface.blit(hat, hat.get_rect(topright=(r.right - int(u * 0.3), r.y - int(u * 1.2))))
    elif obs["champion"] == seat:
        ban = art.champion_banner(int(u * 4.6))
        surface.blit(ban, ban.get_rect(topright=(r.right - int(u * 0.5), r.y - int(u * 0.6))))
    # cogwheel
    wr = int(u * (5.2 if bottom else 4.6))
    wc = (r.x + int(u * 1.2) + wr, r.y + int(u * 5.4) + wr)
    wheel.accent = col
    wheel.draw(surface, wc, wr)
    _wheel_tip(view, pygame.Rect(wc[0] - wr, wc[1] - wr, 2 * wr, 2 * wr), seat)
    # shields and desertions (in the deal): cards for humans, tokens for the others
    strip = view.strip
    if strip and bottom:
        pass  # the bottom panel holds the hotseat strip (_draw_hotseat_strip)
    elif view.in_deal and not wizard:
        if view.names.human[seat] and not strip:
            seen: set = set()
            for kind, rect in own_card_rects(lay, view, seat):
                lead = kind not in seen  # the first card of a kind is the one picked and hovered
                seen.add(kind)
                _shield_card(surface, view, lay, regions, seat, kind, rect, lead and view.hover == ("card", seat, kind))
            if bottom and view.may_act:  # no keys to press in a replay
                _keys_hint(surface, view, lay, r, own_card_rects(lay, view, seat))
        else:
            ts = int(u * 3.4)
            x = r.x + int(u * 12.5)
            y = r.y + int(u * 5)
            for kind, count in (("desert", obs["desertions"][seat]), ("shield", obs["shields"][seat])):
                for _ in range(count):
                    img = art.shield_token(seat, ts) if kind == "shield" else art.desertion_token(seat, ts)
                    surface.blit(img, (x, y))
                    x += ts + int(u * 0.4)
    elif wizard:
        champ = obs["champion"]
        msg = (
            t("braves.ui.wizard_champion", who=view.names.who(champ))
            if champ is not None
            else t("braves.ui.wizard_note")
        )
        x = r.x + int(u * 12)
        for i, line in enumerate(wrap_lines(msg, int(u * 2), r.right - x - int(u))[:3]):
            blit_text(surface, line, int(u * 2), theme.TEXT_DIM, topleft=(x, r.y + int(u * (5 + i * 2.4))), italic=True)
    # the hand: faces for the viewer, backs grouped by type with counts for everyone else
    if wizard:
        return
    if bottom and obs["hand"] is not None and view.hand_up and seat == view.viewer:
        _draw_own_hand(surface, view, lay, r)
    else:
        _draw_backs(surface, view, lay, r, seat)


def draw_hotseat_strip(surface, view: BravesView, lay: Layout, regions: dict) -> None:
    """Each human who plays in a hotseat deal: his name and keys, and his desertions and shields in fixed
    places (a card played leaves an empty slot)."""
    u = lay.u
    for seat, box, cards in strip_groups(lay, view):
        desert_key, shield_key = view.strip_keys[seat]
        g = art.seat_glyph(seat, int(u * 2.6))
        surface.blit(g, g.get_rect(midleft=(box.x + int(u * 0.6), box.y + int(u * 1.4))))
        head = t("braves.ui.strip_keys", who=view.names.short[seat], desert=desert_key, shield=shield_key)
        x = box.x + int(u * 3.6)
        size = fit_size(head, int(u * 2.1), box.right - x, bold=True)
        colour = seat_colour(seat) if seat % 7 != 6 else theme.TEXT
        blit_text(surface, head, size, colour, midleft=(x, box.y + int(u * 1.4)), bold=True, shadow=True)
        for kind, rect, held in cards:
            if held:
                hovered = view.hover == ("card", seat, kind) and rect.collidepoint(view.mouse)
                _shield_card(surface, view, lay, regions, seat, kind, rect, hovered)
            else:
                edge = theme.shade(theme.PANEL_EDGE, 0.8)
                pygame.draw.rect(surface, edge, rect, max(1, int(u * 0.25)), border_radius=max(3, rect.w // 9))


def _shield_card(surface, view: BravesView, lay: Layout, regions: dict, seat, kind, rect, hovered: bool) -> None:
    """One of a human's desertion or shield cards in the deal: lit when it may be played, lifted when picked
    (the first of its kind) or hovered."""
    reg = regions.get(("card", seat, kind))
    ok = reg is not None and reg.legal
    first = next((r for k, r in own_card_rects(lay, view, seat) if k == kind), None)
    up = hovered or (view.selected == (seat, kind) and rect == first)
    face = art.shield_card(seat, rect.w, rect.h, kind)
    draw_card(
        surface,
        rect,
        face,
        lift=lay.u * 1.5 if up else 0,
        highlight=ok,
        hovered=up,
        pulse=view.pulse,
        alpha=255 if ok else 150,
    )


def _keys_hint(surface, view: BravesView, lay: Layout, r: pygame.Rect, cards: list) -> None:
    """The keys of the deal and the pile rule, beside the bottom seat's cards (or under them, when narrow)."""
    u = lay.u
    if not cards:
        return
    keys = t("braves.ui.keys_hint")
    x = cards[-1][1].right + int(u * 1.5)
    width = max(20, r.right - x - int(u))
    y = r.y + int(u * 4.6)
    if width < u * 22:  # a narrow panel: the words go under the cards, full width
        x = cards[0][1].x
        width = r.right - x - int(u)
        y = max(rect.bottom for _, rect in cards) + int(u * 0.8)
    # the keys on one line where it fits, else wrapped (never shrunk past reading); the
    # pile rule in the lines left above the panel's bottom edge
    size = int(u * 2.1)
    if fit_size(keys, size, width, bold=True) < size * 0.85:
        size = int(u * 1.9)
    for line in wrap_lines(keys, size, width, bold=True):
        blit_text(surface, line, size, theme.TEXT, topleft=(x, y), bold=True)
        y += int(size * 1.2)
    y += int(u * 1.0)
    for line in wrap_lines(t("braves.ui.pile_rule"), int(u * 1.9), width):
        if y + int(u * 2.3) > r.bottom - int(u * 0.5):
            break
        blit_text(surface, line, int(u * 1.9), theme.TEXT_DIM, topleft=(x, y), italic=True)
        y += int(u * 2.3)


def _wheel_tip(view: BravesView, rect: pygame.Rect, seat: int) -> None:
    if view.free_hover(rect):
        obs = view.obs
        view.tip(t("braves.ui.score_tip", who=view.names.full[seat], n=obs["scores"][seat], threshold=obs["threshold"]))


def _draw_backs(surface, view: BravesView, lay: Layout, r: pygame.Rect, seat: int) -> None:
    """A seat's hand as public information: one chip per back type (a small back and its count), two rows
    of three at most."""
    u = lay.u
    counts = view.backs[seat]
    shown = [(b, c) for b, c in enumerate(counts) if c]
    x0 = r.x + int(u * 11.8)
    y0 = r.y + int(u * 9.6)
    if not shown:
        if not view.in_deal:
            msg = t("braves.ui.no_cards")
            blit_text(surface, msg, int(u * 1.9), theme.TEXT_DIM, midleft=(x0, y0 + int(u * 3)), italic=True)
        return
    bh = int(u * 3.5)
    bw = int(bh / CARD_RATIO)
    chip_w = (r.right - x0 - int(u * 0.6)) // 3
    for i, (b, c) in enumerate(shown):
        row, col = divmod(i, 3)
        x = x0 + col * chip_w
        y = y0 + row * (bh + int(u * 0.7))
        rect = pygame.Rect(x, y, bw, bh)
        draw_card(surface, rect, back_face(b, bw, bh), shadow=False)
        at = (rect.right + int(u * 0.25), rect.centery)
        blit_text(surface, f"×{c}", int(u * 2.1), theme.TEXT, midleft=at, bold=True, shadow=True)
        if view.free_hover(pygame.Rect(x, y, chip_w, bh)):
            view.tip(t("braves.ui.backs_tip", who=view.names.full[seat], n=c, what=art.back_name(b)))


def _draw_own_hand(surface, view: BravesView, lay: Layout, r: pygame.Rect) -> None:
    u = lay.u
    groups = view.hand_groups()
    if not groups:
        if not view.in_deal:
            msg = t("braves.ui.no_cards")
            blit_text(surface, msg, int(u * 2), theme.TEXT_DIM, midleft=(r.x + int(u * 16), r.centery), italic=True)
        return
    ch = int(u * 12)
    cw = int(ch / CARD_RATIO)
    x0 = r.x + int(u * 14)
    avail = r.right - x0 - int(u * 1)
    n_cards = sum(len(g) for g in groups)
    gap = int(u * 2)
    step = max(u * 1.6, min(cw + u * 0.4, (avail - len(groups) * (cw + gap)) / max(1, n_cards - len(groups))))
    y = r.bottom - ch - int(u * 1.2)
    x: float = x0
    locked = set(view.obs["locked"][view.viewer])
    hover_card = None
    for g in groups:
        for i, c in enumerate(g):
            rect = pygame.Rect(int(x), y, cw, ch)
            draw_card(surface, rect, card_face(c, cw, ch), shadow=i == 0)
            if c in locked:  # a dot: the card cannot be given to a spy
                dot = (rect.right - int(u), rect.y + int(u * 3.6))
                pygame.draw.circle(surface, theme.INK, dot, int(u * 0.9))
                pygame.draw.circle(surface, theme.HILITE, dot, int(u * 0.6))
            if rect.collidepoint(view.mouse):
                hover_card = (c, rect)
            x += step
        x += cw - step + gap
    if hover_card is not None and view.free_hover(hover_card[1]):
        c = hover_card[0]
        view.tip(f"{art.card_name(c)}: {art.card_rule(c)}" + (" " + t("braves.ui.locked") if c in locked else ""))
