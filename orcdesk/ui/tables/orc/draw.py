"""Drawing the Orc board: the border, piles and box, both sides' attacks, the hands and the discard pile.
Plain functions of the surface, the view (view.py), the layout (layout.py) and the animations (motion.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import anim, cards, draw, glyphs, tableparts, theme, tokens
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.tables.orc.art import card_face, spear_card, tribe_tile
from orcdesk.ui.tables.orc.layout import OrcLayout
from orcdesk.ui.tables.orc.motion import OrcMotion
from orcdesk.ui.tables.orc.view import OrcView

Portrait = Callable[[pygame.Surface, int, tuple[int, int], int], None]  # the table's draw_portrait(surface, seat, ...)


def side_face(info: dict, orcs: int, mine: bool, w: int, h: int) -> pygame.Surface:
    """A played card as it lies: the end that counts toward the border, the other faded."""
    end = orcs - 1
    return card_face(info["one"], info["two"], w, h, end if mine else 1 - end, 1 - end)


def draw_board(surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion, portrait: Portrait) -> None:
    draw_frontier(surface, v, lay, fx)
    draw_sides(surface, v, lay, fx)
    draw_opponent(surface, v, lay, fx, portrait)
    draw_discard(surface, v, lay)
    draw_hand(surface, v, lay, fx)


def draw_frontier(surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion) -> None:
    u = lay.u
    lit = {p for p in range(E.N) if ("tribe", p) in v.lit}
    hovered = v.hovered("tribe")
    for p in lit:  # the glow behind the lit tribes first, so the tiles stay readable on top of it
        alpha = 255 if p == hovered else 130 + int(110 * v.pulse())
        spread = int(u * (2.6 if p == hovered else 1.8))
        draw.draw_glow(surface, lay.tile[p], theme.HILITE, spread=spread, alpha=alpha, radius=int(u))
    for fl in fx.flashes:  # battle: a burst of light behind the tile
        alpha = int(255 * anim.pulse(min(1.0, fl["f"] * 1.6)))
        if alpha > 0:
            colour = theme.ICE if fl["event"]["frozen"] else theme.HILITE
            draw.draw_glow(surface, lay.tile[fl["pos"]], colour, spread=int(u * 4.5), alpha=alpha, radius=int(u))
    for fr in lay.frontier_card:
        draw.drop_shadow(surface, fr, int(u), offset=int(u * 0.8), blur=int(u * 1.6), alpha=140)
    for tribe in v.tribes:
        tile = lay.tile[tribe["pos"]]
        surface.blit(tribe_tile(tribe["colour"], tribe["value"], tile.w, tile.h), tile)
    for fr in lay.frontier_card:
        pygame.draw.rect(surface, theme.INK, fr, max(2, int(u * 0.3)), border_radius=int(u * 0.8))
        pygame.draw.line(surface, theme.shade(theme.INK, 1.5), (fr.centerx, fr.y + 3), (fr.centerx, fr.bottom - 3))
    for tribe in v.tribes:
        p, tile = tribe["pos"], lay.tile[tribe["pos"]]
        if p in lit:
            width = max(2, int(u * (0.5 if p == hovered else 0.3)))
            pygame.draw.rect(surface, theme.HILITE, tile.inflate(4, 4), width, border_radius=int(u))
            if p == hovered:
                draw_preview(surface, v, lay, p)
        elif p == hovered and v.selected is not None:  # the selected card cannot go there
            draw.alpha_rect(surface, tile, (40, 10, 10), 120, int(u))
            pygame.draw.line(surface, theme.DANGER, tile.topleft, tile.bottomright, max(2, int(u * 0.4)))
            pygame.draw.line(surface, theme.DANGER, tile.topright, tile.bottomleft, max(2, int(u * 0.4)))
        if tribe["status"] == "won":
            draw_won(surface, v, lay, fx, tribe, tile)
        elif tribe["status"] == "frozen":
            draw_frozen(surface, lay, tribe, tile)
    for p in range(E.N):
        draw_pile(surface, v, lay, p, v.tribes[p]["pile"])
    draw_box(surface, v, lay)


def draw_preview(surface: pygame.Surface, v: OrcView, lay: OrcLayout, p: int) -> None:
    """The selected card, translucent, where it would land (the chosen end facing the tribe)."""
    cid = v.selected
    if cid is None:  # (a tribe is lit only while a card is picked)
        return
    r = lay.side_rects(p, True, len(v.tribes[p]["sides"][v.me]["cards"]) + 1)[-1]
    face = side_face(E.card_info(cid), v.up(cid) + 1, True, r.w, r.h)
    cards.draw_card(surface, r, face, alpha=170, shadow=False, highlight=True, pulse=1.0)


def draw_won(
    surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion, tribe: dict, tile: pygame.Rect
) -> None:
    u, winner = lay.u, tribe["winner"]
    mine = winner == v.me
    draw.alpha_rect(surface, tile, (0, 0, 0), 60, int(u * 0.6))
    # the spear card, on the winner's side, spear pointing at the winner
    sw, sh = lay.side_card
    gap = int(u * 0.6)
    if tribe["spear"] is not None and ("spear", tribe["pos"]) not in fx.hidden_now:
        r = pygame.Rect(tile.centerx - sw // 2, tile.bottom + gap if mine else tile.top - gap - sh, sw, sh)
        turn = fx.spear_turn(tribe["pos"])
        if turn < 1.0:  # the card turns over to its spear side: squeeze it horizontally
            width = max(2, int(sw * anim.ease_out_back(turn)))
            r = pygame.Rect(r.centerx - width // 2, r.y, width, sh)
            cards.draw_card(surface, r, pygame.transform.smoothscale(spear_card(sw, sh, mine), (width, sh)))
        else:
            cards.draw_card(surface, r, spear_card(sw, sh, mine))
    # a ribbon in the winner's colour pinned across the border edge on the winner's side
    rib = pygame.Rect(0, 0, tile.w + int(u * 1.2), max(10, int(tile.h * 0.17)))
    rib.center = (tile.centerx, tile.bottom + gap // 2 if mine else tile.top - gap // 2)
    label = t("orc.ui.won_by", who=v.names.short[winner])
    tokens.ribbon(surface, rib, label, theme.SEAT_COLORS[winner], int(u * 0.4))


def draw_frozen(surface: pygame.Surface, lay: OrcLayout, tribe: dict, tile: pygame.Rect) -> None:
    u = lay.u
    ice = pygame.Surface(tile.size, pygame.SRCALPHA)
    ice.fill((*theme.ICE, 120))
    for i in range(0, tile.w + tile.h, max(6, int(u * 1.6))):
        pygame.draw.line(ice, (255, 255, 255, 70), (i, 0), (i - tile.h, tile.h), 2)
    surface.blit(ice, tile)
    pygame.draw.rect(surface, (220, 245, 255), tile, max(2, int(u * 0.35)), border_radius=int(u * 0.6))
    flake = glyphs.snowflake(int(tile.w * 0.5), (235, 250, 255))
    surface.blit(flake, flake.get_rect(center=(tile.centerx, tile.y + int(tile.h * 0.3))))
    # the label, and an arrow toward the tribe whose winner will take this one too
    rib = pygame.Rect(tile.x + 2, tile.bottom - int(tile.h * 0.22), tile.w - 4, int(tile.h * 0.2))
    pygame.draw.rect(surface, (40, 70, 100), rib, border_radius=int(u * 0.5))
    blit_fit(surface, t("orc.ui.frozen"), rib.h * 0.7, rib.w - 4, (235, 250, 255), center=rib.center, bold=True)
    n = tribe["frozen_on"]
    d = -1 if lay.tile[n].centerx < tile.centerx else 1
    if abs(n - tribe["pos"]) > 1:  # wrap-around: the neighbour is at the far end
        d = -d
    ax, ay = tile.centerx + d * tile.w // 2, tile.y + int(tile.h * 0.3)
    pts = [(ax + d * u * 1.6, ay), (ax, ay - u * 1.2), (ax, ay + u * 1.2)]
    pygame.draw.polygon(surface, (40, 70, 100), [(x + d, y) for x, y in pts])
    pygame.draw.polygon(surface, (235, 250, 255), pts)


def draw_pile(surface: pygame.Surface, v: OrcView, lay: OrcLayout, p: int, count: int) -> None:
    u, r = lay.u, lay.pile[p]
    if count == 0:
        pygame.draw.rect(surface, (255, 255, 255, 40), r, 1, border_radius=cards.card_radius(r.w))
        draw.alpha_rect(surface, r, (0, 0, 0), 50, cards.card_radius(r.w))
        return
    hovered, legal = v.hover == ("pile", p), ("pile", p) in v.lit
    back, off = cards.card_back(r.w, r.h), max(1, int(u * 0.35))
    for i in range(count):
        top = i == count - 1
        lift = u * 0.8 if hovered and top else 0
        rr = r.move(-i * off // 2, -i * off)
        cards.draw_card(
            surface,
            rr,
            back,
            shadow=i == 0,
            highlight=legal and top,
            hovered=hovered and top,
            lift=lift,
            pulse=v.pulse(),
        )
    tokens.count_badge(surface, (r.right - int(u * 0.4), r.bottom - int(u * 0.4)), count, int(u * 1.7))


def draw_box(surface: pygame.Surface, v: OrcView, lay: OrcLayout) -> None:
    u = lay.u
    for side, r in lay.box_slot.items():
        if v.box == side:
            draw.drop_shadow(surface, r, int(u), offset=int(u * 0.8), blur=int(u * 1.5))
            surface.blit(glyphs.box_icon(r.w, theme.WOOD_LIGHT), r)
            blit_text(
                surface,
                t("orc.ui.box"),
                int(u * 1.9),
                theme.TEXT,
                midtop=(r.centerx, r.bottom + int(u * 0.3)),
                shadow=True,
            )
        elif ("box", side) in v.lit:
            hovered = v.hover == ("box", side)
            tableparts.lit_glow(surface, r, theme.unit(lay.size), v.pulse(), hovered)
            ghost = glyphs.box_icon(r.w, theme.WOOD_LIGHT).copy()
            ghost.set_alpha(255 if hovered else 120)
            surface.blit(ghost, r)
    if v.box is not None:  # chevrons between tiles: a tie looks this way
        d = -1 if v.box == "left" else 1
        for fr in lay.frontier_card:
            y = fr.bottom + int(u * 0.9)
            for cx in (fr.x + fr.w // 4, fr.x + 3 * fr.w // 4):
                pts = [(cx + d * u * 0.8, y), (cx - d * u * 0.4, y - u * 0.6), (cx - d * u * 0.4, y + u * 0.6)]
                pygame.draw.polygon(surface, theme.TEXT_DIM, pts)


def draw_sides(surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion) -> None:
    hidden = fx.hidden_now
    for tribe in v.tribes:
        p = tribe["pos"]
        for seat in (v.opp, v.me):
            side = tribe["sides"][seat]
            n = len(side["cards"])
            for i, (c, r) in enumerate(zip(side["cards"], lay.side_rects(p, seat == v.me, n))):
                if ("side", p, seat, i) in hidden:
                    continue
                if fx.last_play == (p, seat, i) and seat != v.me:
                    # the opponent's latest card keeps a soft marker until the player has played
                    colour, radius = theme.SEAT_COLORS[seat], cards.card_radius(r.w)
                    draw.draw_glow(surface, r, colour, spread=int(lay.u * 1.4), alpha=200, radius=radius)
                cards.draw_card(surface, r, side_face(c["card"], c["orcs"], seat == v.me, r.w, r.h), lift=0)
            if n and ("side", p, seat, n - 1) not in hidden:  # the total beside the stack, once the last card is down
                tile, radius = lay.tile[p], int(lay.u * 1.9)
                y = tile.bottom + int(lay.u * 2.6) if seat == v.me else tile.top - int(lay.u * 2.6)
                at = (tile.centerx + lay.side_card[0] // 2 + radius // 2, y)
                tokens.count_badge(surface, at, side["orcs"], radius, fill=theme.tribe_color(side["colour"]))


def draw_opponent(surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion, portrait: Portrait) -> None:
    u, row, n = lay.u, lay.rows["opp_row"], v.opp_count
    rects = lay.opp_rects(n)
    if v.opp_revealed is not None:  # the game is over: hands are shown
        rects = lay.opp_rects(len(v.opp_revealed), open_hand=True)
        for c, r in zip(v.opp_revealed, rects):
            cards.draw_card(surface, r, card_face(c["one"], c["two"], r.w, r.h, 1))
    else:
        back = cards.card_back(*lay.opp_card)
        for i, r in enumerate(rects):
            if i < len(rects) - 1 or ("opp_last",) not in fx.hidden_now:
                cards.draw_card(surface, r, back, angle=cards.wobble(i, 2.5))
    plate = pygame.Rect(row.x, row.y + int(row.h * 0.15), int(row.w * 0.26), int(row.h * 0.7))
    if v.turn == v.opp and not v.over:
        tableparts.turn_glow(surface, plate, v.opp, u, v.pulse(2.0))
    face = None if v.names.humans[v.opp] else portrait
    tableparts.name_plate(surface, plate, v.opp, v.names.names[v.opp], t("orc.ui.cards_in_hand", n=n), u, face)
    if rects:
        tokens.count_badge(surface, (rects[-1].right + int(u * 1.5), rects[-1].centery), n, int(u * 2.2))
    if v.thinking:
        tableparts.thinking(surface, t("orc.ui.thinking"), (plate.right + int(u), plate.centery), u, v.time)


def draw_discard(surface: pygame.Surface, v: OrcView, lay: OrcLayout) -> None:
    """Cards set aside (discarded, or left over from battles): public, the latest face up on top."""
    u, r, pile = lay.u, lay.discard, v.discard
    label = t("orc.ui.discard_pile")
    blit_text(
        surface, label, int(u * 1.9), theme.TEXT_DIM, midright=(r.x - int(u * 1.2), r.centery), italic=True, shadow=True
    )
    if not pile:
        pygame.draw.rect(surface, (255, 255, 255), r, 1, border_radius=cards.card_radius(r.w))
        return
    for i, c in enumerate(pile[-3:]):
        rr = r.move(-(min(3, len(pile)) - 1 - i) * int(u * 0.5), 0)
        cards.draw_card(surface, rr, card_face(c["one"], c["two"], r.w, r.h, 1), angle=cards.wobble(c["id"], 6))
    tokens.count_badge(surface, (r.right + int(u * 0.8), r.bottom - int(u * 0.8)), len(pile), int(u * 1.6))


def draw_hand(surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion) -> None:
    u, hand = lay.u, v.hand
    can = v.can_act and v.phase == "play"
    hovered = v.hovered("hand")
    for c, r in zip(hand, lay.hand_rects(len(hand))):
        cid = c["id"]
        if ("hand", cid) in fx.hidden_now:
            continue
        sel = cid == v.selected
        lift = fx.lift(cid, (2.5 if sel else 1.0 if cid == hovered else 0.0) * u)
        face = card_face(c["one"], c["two"], r.w, r.h, v.up(cid))
        glow = theme.HILITE if sel else theme.HILITE_SOFT
        lit = sel or (can and v.selected is None)
        drawn = cards.draw_card(
            surface, r, face, lift=lift, highlight=lit, hovered=cid == hovered, pulse=v.pulse(), glow_color=glow
        )
        if sel:  # mark the end that will face the tribe
            tip = pygame.Rect(drawn.x, drawn.y - int(u * 2.6), drawn.w, int(u * 2.2))
            pts = [(tip.centerx, tip.y), (tip.centerx - u, tip.bottom), (tip.centerx + u, tip.bottom)]
            pygame.draw.polygon(surface, theme.HILITE, [(x, y + u * 0.4) for x, y in pts])
    if not hand:
        blit_text(surface, t("orc.ui.empty_hand"), int(u * 2.4), theme.TEXT_DIM, center=lay.hand_area.center)
    # my name plate, left of the hand
    row = lay.rows["hand"]
    plate = pygame.Rect(row.x, row.bottom - int(row.h * 0.5), int(u * 14.5), int(row.h * 0.45))
    if v.turn == v.me and not v.over:
        tableparts.turn_glow(surface, plate, v.me, u, v.pulse(2.0))
    draw.panel(surface, plate, fill=(42, 30, 22), radius=int(u))
    tokens.seat_token(surface, v.me, (plate.centerx, plate.y + int(plate.h * 0.36)), int(plate.h * 0.24))
    at = (plate.centerx, plate.bottom - int(plate.h * 0.2))
    blit_fit(surface, v.names.names[v.me], u * 2.3, int(plate.w - u), theme.TEXT, center=at, bold=True)
