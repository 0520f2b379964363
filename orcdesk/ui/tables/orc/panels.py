"""Drawing the Orc table's panels: the scoreboard, the battle banners, a won tribe's battle looked back at,
and the final border for the result screen. Plain functions of the surface, the view and the layout."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import sentence, t
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import anim, cards, draw, glyphs, theme, tokens
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, render_text, text_width
from orcdesk.ui.tables.orc.art import tribe_tile
from orcdesk.ui.tables.orc.draw import side_face
from orcdesk.ui.tables.orc.layout import OrcLayout
from orcdesk.ui.tables.orc.motion import OrcMotion
from orcdesk.ui.tables.orc.view import OrcView


def draw_scores(surface: pygame.Surface, v: OrcView, lay: OrcLayout) -> None:
    """The scoreboard (it scales with its own panel, not with the border's cards)."""
    sp = lay.score
    u = min(theme.unit(surface.get_size()), sp.h / 22, sp.w / 30)
    draw.panel(surface, sp, fill=(34, 24, 20), alpha=220, radius=int(u * 1.5))
    y = sp.y + int(u * 1.5)
    title = blit_text(
        surface, t("orc.ui.scores"), int(u * 2.3), theme.BRASS, topleft=(sp.x + int(u * 1.6), y), bold=True
    )
    room = sp.right - int(u * 1.6) - title.right - int(u * 1.5)
    piles = t("orc.ui.piles_left", n=v.piles_total)
    blit_fit(surface, piles, int(u * 1.9), room, theme.TEXT_DIM, topright=(sp.right - int(u * 1.6), y + 2))
    y += int(u * 4)
    for seat in (v.me, v.opp):
        row = pygame.Rect(sp.x + int(u * 1.2), y, sp.w - int(u * 2.4), int(u * 7.6))
        draw.alpha_rect(surface, row, (255, 255, 255), 14, int(u))
        tokens.seat_token(surface, seat, (row.x + int(u * 3), row.centery), int(u * 2.2))
        x0 = row.x + int(u * 6.2)
        blit_text(surface, v.names.short[seat], int(u * 2.3), theme.TEXT, topleft=(x0, row.y + int(u * 0.9)), bold=True)
        at = (row.right - int(u * 1.2), row.centery)
        blit_text(surface, str(v.scores[seat]), int(u * 4.2), theme.HILITE_SOFT, midright=at, bold=True, shadow=True)
        x = x0
        for tribe in v.tribes:  # the emblems of the tribes won
            if tribe["winner"] == seat:
                colour = tribe["colour"]
                em = glyphs.emblem(
                    theme.TRIBE_GLYPHS[colour], int(u * 2.6), theme.tribe_color(colour), theme.tribe_dark(colour)
                )
                surface.blit(em, (x, row.y + int(u * 4.1)))
                x += int(u * 2.9)
        if x == x0:
            room, at = row.right - x - int(u), (x, row.y + int(u * 4.4))
            blit_fit(surface, t("orc.ui.no_tribe"), int(u * 1.8), room, theme.TEXT_DIM, topleft=at, italic=True)
        y += row.h + int(u)


def draw_flashes(surface: pygame.Surface, v: OrcView, lay: OrcLayout, fx: OrcMotion, before: dict) -> None:
    """Each battle: the cards that fought (as they lay in ``before``, the observation before the move) fade
    out, and a verdict banner grows over the tile."""
    u = lay.u
    for fl in fx.flashes:
        e, f, tile = fl["event"], fl["f"], lay.tile[fl["pos"]]
        old = before["tribes"][fl["pos"]]
        if f < 0.55 and old["status"] == "open":
            for seat in (v.opp, v.me):
                side = old["sides"][seat]["cards"]
                for c, r in zip(side, lay.side_rects(fl["pos"], seat == v.me, len(side))):
                    face = side_face(c["card"], c["orcs"], seat == v.me, r.w, r.h)
                    cards.draw_card(surface, r, face, alpha=int(255 * (1 - f / 0.55)), shadow=False)
        short = v.names.short
        text = (
            t("orc.ui.battle")
            + "  "
            + t("orc.ui.battle_score", a=e["orcs"][v.me], b=e["orcs"][v.opp], me=short[v.me], opp=short[v.opp])
        )
        if e["frozen"]:
            verdict = t("orc.ui.verdict_frozen")
        elif e["winner"] == v.me and v.names.humans[v.me]:
            verdict = t("orc.ui.verdict_you")
        else:
            verdict = t("orc.ui.verdict_seat", who=short[e["winner"]])
        # the banner at its full size, as wide as its two lines need (a frozen tribe's verdict is long) within
        # the window, then scaled as it grows
        full = pygame.Rect(0, 0, 0, int(u * 8))
        sizes = (int(full.h * 0.34), int(full.h * 0.3))
        need = max(text_width(text, sizes[0], True), text_width(verdict, sizes[1])) + int(u * 3)
        full.w = min(max(int(tile.w * 2.6), need), surface.get_width() - int(u * 2))
        scale = anim.ease_out_back(min(1.0, f * 3))
        banner = pygame.Rect(0, 0, int(full.w * scale), int(full.h * scale))
        if banner.w < 8 or banner.h < 8:
            continue
        banner.center = tile.center
        banner.clamp_ip(surface.get_rect())
        layer = pygame.Surface(full.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (40, 24, 16, 235), full, border_radius=full.h // 3)
        pygame.draw.rect(layer, (*theme.BRASS, 255), full, 2, border_radius=full.h // 3)
        room = full.w - int(u * 2)
        s1 = render_text(text, fit_size(text, sizes[0], room, True), theme.HILITE_SOFT, bold=True)
        s2 = render_text(verdict, fit_size(verdict, sizes[1], room), theme.TEXT)
        layer.blit(s1, s1.get_rect(midtop=(full.w // 2, int(full.h * 0.1))))
        layer.blit(s2, s2.get_rect(midbottom=(full.w // 2, int(full.h * 0.92))))
        if banner.size != full.size:
            layer = pygame.transform.smoothscale(layer, banner.size)
        layer.set_alpha(int(255 * min(1.0, (1 - f) * 4)))
        surface.blit(layer, banner)


def draw_past_battle(surface: pygame.Surface, v: OrcView, lay: OrcLayout, record: dict) -> None:
    """Both armies that fought for a won tribe (``record``: words.OrcWords.past_battle; the opponent's above,
    yours below, each card with the end that counted, as they lay at the border), their totals and the verdict."""
    u = lay.u
    uw = theme.unit(surface.get_size())  # words at the window's scale (u shrinks with the cards when narrow)
    tile, play = lay.tile[record["pos"]], lay.play
    cw, ch = max(12, int(lay.side_card[0] * 0.9)), max(20, int(lay.side_card[1] * 0.9))
    pad, gap = int(u * 1.4), int(u * 0.5)
    title_size, text_size = max(12, int(uw * 2.5)), max(12, int(uw * 2.1))
    rows = [(seat, record["armies"][seat]) for seat in (v.opp, v.me)]
    labels = [t("orc.ui.past_army", who=v.names.names[seat], n=record["orcs"][seat]) for seat, _ in rows]
    title = t("orc.ui.past_title", tribe=record["tribe"])
    title = sentence(title)
    label_w = max(render_text(text, text_size, theme.TEXT, bold=True).get_width() for text in labels)
    most = max(1, max(len(army) for _, army in rows))
    step = cw + gap
    cards_x = pad + int(uw * 2.6) + label_w + pad  # from the box's left: token, label, then the cards
    words_w = max(
        render_text(record["verdict"], text_size, theme.TEXT).get_width(),
        render_text(title, title_size, theme.TEXT, bold=True).get_width(),
    )
    width = min(max(cards_x + most * step + pad, pad * 2 + words_w), play.w)
    if width < cards_x + most * step + pad:  # a long battle in a narrow window: the cards overlap
        step = max(int(cw * 0.3), (width - cards_x - pad - cw) // max(1, most - 1))
    box = pygame.Rect(0, 0, width, pad * 2 + int(title_size * 1.5) + 2 * (ch + gap) + int(text_size * 1.6))
    box.midtop = (tile.centerx, tile.bottom + int(u * 2.4))
    if box.bottom > play.bottom:
        box.midbottom = (tile.centerx, tile.top - int(u * 2.4))
    box.clamp_ip(play)
    # which tribe it is about: a brass frame on the tile and a notch of the panel pointing at it
    pygame.draw.rect(surface, theme.BRASS, tile.inflate(int(u), int(u)), max(2, int(u * 0.45)), border_radius=int(u))
    below = box.y > tile.centery
    edge_y, tip_y = (box.y, tile.bottom) if below else (box.bottom, tile.top)
    cx = max(box.x + int(u * 3), min(box.right - int(u * 3), tile.centerx))
    pygame.draw.polygon(surface, theme.BRASS, [(cx - int(u * 1.4), edge_y), (cx + int(u * 1.4), edge_y), (cx, tip_y)])
    draw.panel(surface, box, fill=(40, 28, 22), alpha=255, radius=int(u * 1.2))
    y = box.y + pad
    blit_fit(surface, title, title_size, box.w - 2 * pad, theme.BRASS, topleft=(box.x + pad, y), bold=True)
    y += int(title_size * 1.5)
    for (seat, army), label in zip(rows, labels):
        row = pygame.Rect(box.x + pad // 2, y, box.w - pad, ch + gap)
        if seat == record["winner"]:  # the winning army sits on a band of the winner's colour
            draw.alpha_rect(surface, row, theme.SEAT_COLORS[seat], 60, int(u * 0.6))
        tokens.seat_token(surface, seat, (box.x + pad + int(uw * 1.1), row.centery), int(uw * 1.0))
        at = (box.x + pad + int(uw * 2.6), row.centery)
        blit_fit(surface, label, text_size, label_w, theme.TEXT, midleft=at, bold=True)
        x = box.x + cards_x
        if not army:
            at = (x, row.centery)
            blit_text(surface, t("orc.ui.past_no_card"), text_size, theme.TEXT_DIM, midleft=at, italic=True)
        for cid, orcs in army:  # the counting end toward the border, as it lay
            face = side_face(E.card_info(cid), orcs, seat == v.me, cw, ch)
            cards.draw_card(surface, pygame.Rect(x, row.y + gap // 2, cw, ch), face, shadow=False)
            x += step
        y += ch + gap
    at = (box.x + pad, y + int(text_size * 0.3))
    blit_fit(surface, record["verdict"], text_size, box.w - 2 * pad, theme.HILITE_SOFT, topleft=at)


def draw_result_art(surface: pygame.Surface, v: OrcView, u: float, rect: pygame.Rect) -> None:
    """The final border in miniature: each tribe with the token of its winner and its points."""
    tw = min(int(rect.w / 6.6), int(rect.h * 0.45))
    th, gap = int(tw * 1.25), int(u * 0.4)
    x0 = rect.centerx - (6 * tw + 5 * gap) // 2
    y = rect.y + int(u * 4)
    for tribe in v.tribes:
        r = pygame.Rect(x0 + tribe["pos"] * (tw + gap), y, tw, th)
        draw.drop_shadow(surface, r, int(u * 0.5), offset=int(u * 0.4), blur=int(u))
        surface.blit(tribe_tile(tribe["colour"], tribe["value"], tw, th), r)
        below = (r.centerx, r.bottom + int(u * 3))
        if tribe["winner"] is not None:
            tokens.seat_token(surface, tribe["winner"], below, int(u * 2.2))
        else:
            blit_text(surface, "–", int(u * 3), theme.TEXT_DIM, center=below)
    if v.box is not None:
        bx = x0 - int(u * 5) if v.box == "left" else x0 + 6 * (tw + gap) + int(u * 0.6)
        icon = glyphs.box_icon(int(u * 4.4), theme.WOOD_LIGHT)
        surface.blit(icon, (bx, y + th // 2 - icon.get_height() // 2))
    ly = y + th + int(u * 8)  # the legend: both seat tokens with names
    for i, seat in enumerate((v.me, v.opp)):
        cx = rect.x + int(rect.w * (0.25 + 0.5 * i))
        tokens.seat_token(surface, seat, (cx - int(u * 5), ly), int(u * 1.8))
        blit_text(surface, v.names.short[seat], int(u * 2.3), theme.TEXT, midleft=(cx - int(u * 2.6), ly), bold=True)
