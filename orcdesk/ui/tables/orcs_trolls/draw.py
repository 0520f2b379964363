"""Drawing the Orcs & Trolls board: the opponents' panels, the packs (with their treasures, markers and result
tags), the viewer's own panel and hand, and the draft. Plain functions of the surface, the view (view.py), the
layout (layout.py) and the marks the pointer may ask about; the centre and the right column are in stage.py."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, tableparts, theme
from orcdesk.ui.kit.cards import card_back, draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, draw_text_box, fit_size, text_width
from orcdesk.ui.tables.orcs_trolls.art import (
    card_face,
    card_name,
    check_mark,
    danger_marker,
    frog_marker,
    trait_cross,
    trap_marker,
    treasure_summary,
    tucked_treasure,
    vp_badge,
)
from orcdesk.ui.tables.orcs_trolls.view import GOOD_OUTCOMES


def glow(surface, v, lay, rect, hovered: bool) -> None:
    tableparts.lit_glow(surface, rect, theme.unit(lay.size), v.pulse(), hovered)


def header_counts(v, seat: int) -> str:
    return t("orcs_trolls.ui.header_counts", orcs=v.obs["orc_decks"][seat]["count"], kills=len(v.obs["killed"][seat]))


def badge_of(v, seat: int, size: int) -> pygame.Surface:
    return vp_badge(v.obs["vp"][seat]["total"], size, bool(v.obs["pending_win"][seat]))


def draw_opponent(surface, v, lay, marks, seat: int) -> None:
    u, r = lay.u, lay.opp[seat]
    acting = seat in v.obs["to_act"]
    if ("seat", seat) in v.targets:
        glow(surface, v, lay, r, v.hover == ("seat", seat))
    edge = theme.SEAT_COLORS[seat % 4] if acting else theme.PANEL_EDGE
    draw.panel(surface, r, fill=(30, 40, 32), edge=edge, alpha=200, radius=int(u * 1.5), edge_px=3 if acting else 2)
    draw_header(
        surface, v, lay, marks, seat, pygame.Rect(r.x + int(u), r.y + int(u * 0.8), r.w - int(u * 2), int(u * 4.5))
    )
    draw_pack(surface, v, lay, marks, seat)


def draw_header(surface, v, lay, marks, seat: int, r: pygame.Rect) -> None:
    """Name (and under it the orc deck, kills and whether he is playing), the face-down hand with its count and
    the VP badge."""
    u, obs = lay.u, v.obs
    top = r.y + int(u * 1.3)
    pygame.draw.circle(surface, theme.SEAT_COLORS[seat % 4], (r.x + int(u * 1.2), top), int(u * 1.1))
    badge = badge_of(v, seat, int(u * 5))
    brect = badge.get_rect(topright=(r.right, r.y - int(u * 0.3)))
    surface.blit(badge, brect)
    marks.tips.append((brect, f"{v.names.names[seat]}: {v.words.vp_words(obs, seat)}"))
    cw, ch = int(u * 2.6), int(u * 3.8)  # the hand: a small fan of backs and the count, clear of the badge
    n = obs["hand_counts"][seat]
    shown = min(n, 4)
    count_x = brect.x - int(u * 0.6) - text_width(str(n), int(u * 2.6), bold=True)
    x0 = count_x - int(u * 0.4) - cw - shown * int(u * 0.6)
    for i in range(shown):
        surface.blit(card_back(cw, ch), (x0 + i * int(u * 0.6), brect.centery - ch // 2))
    at = (count_x, brect.centery)
    count = blit_text(surface, str(n), int(u * 2.6), theme.TEXT, midleft=at, bold=True, outline=theme.INK)
    tip = t("orcs_trolls.ui.hand_tip", who=v.names.names[seat], n=n)
    marks.tips.append((pygame.Rect(x0, brect.y, count.right - x0, brect.h), tip))
    room, x = x0 - r.x - int(u * 3.5), r.x + int(u * 2.8)
    blit_fit(surface, v.names.names[seat], int(u * 2.6), room, theme.TEXT, midleft=(x, top), bold=True, shadow=True)
    text, playing = header_counts(v, seat), obs["active"] == seat
    if playing and obs["phase"] != "setup":
        text = t("orcs_trolls.ui.active") + " · " + text
    colour = theme.HILITE_SOFT if playing else theme.TEXT_DIM
    words = blit_fit(surface, text, int(u * 1.9), room, colour, midleft=(x, top + int(u * 2.6)))
    marks.tips.append((words, v.words.deck_words(obs, seat)))


def draw_pack(surface, v, lay, marks, seat: int) -> None:
    u = lay.u
    placed = lay.pack_rects(seat, v.packs[seat])
    if not placed:
        r = lay.opp[seat] if seat != v.viewer else lay.pack
        blit_text(
            surface,
            t("orcs_trolls.ui.empty_pack"),
            int(u * 2.2),
            theme.TEXT_DIM,
            center=(r.centerx, r.centery + int(u * 2)),
        )
        return
    ctx = v.obs.get("context") or {}
    left = set(ctx.get("left") or []) if ctx.get("seat") == seat else set()
    rolling = v.roll.get("member") if v.roll and v.roll.get("seat") == seat else None
    results = v.results(seat)
    for i, (m, rect, strips) in enumerate(placed):
        card = m["card"]
        # a long pack overlaps: the name fits the part the next card leaves in sight (as in the hand)
        seen_w = placed[i + 1][1].x - rect.x if i + 1 < len(placed) else rect.w
        for tre, strip in reversed(strips):
            draw_strip(surface, v, lay, marks, m, tre, strip)
        target = ("member", seat, card)
        lit = target in v.lit
        face = card_face(card, rect.w, rect.h, False, seen_w if seen_w < rect.w else 0)  # zoom for the text
        if m["status"] != "active":  # frogs and trapped members score nothing and do nothing: greyed
            face = pygame.transform.grayscale(face)
        if m["endangered"]:  # the rulebook turns the card upside down
            face = pygame.transform.rotate(face, 180)
        colour, hovered = theme.HILITE, lit and v.hover == target
        if card == rolling:
            colour, lit = (120, 200, 255), True
        draw_card(surface, rect, face, highlight=lit, hovered=hovered, glow_color=colour, pulse=v.pulse())
        draw_markers(surface, lay, m, rect, card in left)
        if card in results and not (card == rolling and v.roll_t < 1.0):
            result_tag(surface, lay.u, results[card], rect)
        marks.cards.append((card, rect))


def draw_strip(surface, v, lay, marks, m, tre, strip) -> None:
    """A treasure tucked under an orc (an opponent's orc: all its treasures on one strip)."""
    edge = max(1, int(lay.u * 0.25))
    if isinstance(tre, tuple):
        surface.blit(treasure_summary(tre, strip.w, strip.h), strip)
        if m["grab"] is not None and m["grab"] in tre:
            pygame.draw.rect(surface, theme.HILITE_SOFT, strip, edge, border_radius=strip.h // 3)
        marks.cards.append((tre[-1], strip))
        return
    face = tucked_treasure(tre, strip.w, strip.h)
    surface.blit(face, strip)
    if m["grab"] == tre:
        pygame.draw.rect(surface, theme.HILITE_SOFT, strip, edge, border_radius=strip.h // 3)
    target = ("treasure", m["card"], tre)
    if target in v.targets:
        glow(surface, v, lay, strip, v.selected == target or v.hover == target)
        surface.blit(face, strip)
    marks.cards.append((tre, strip))


def draw_markers(surface, lay, m, rect, left: bool) -> None:
    """A frog or a trap on the card, the red cross of a member just lost, danger, the tick of one who acted,
    and a dot on those still to roll."""
    size = max(12, int(rect.w * 0.62))
    if m["status"] in ("frog", "trapped"):
        marker = (frog_marker if m["status"] == "frog" else trap_marker)(size)
        surface.blit(marker, marker.get_rect(center=rect.center))
    if m["status"] == "dead":  # just eliminated by the dice shown: a red cross until the move ends
        width = max(3, int(rect.w * 0.08))
        for a, b in ((rect.topleft, rect.bottomright), (rect.topright, rect.bottomleft)):
            pygame.draw.line(surface, (60, 10, 8), a, b, width + 4)
            pygame.draw.line(surface, theme.DANGER, a, b, width)
    if m["endangered"]:
        ds = max(10, int(rect.w * 0.36))
        surface.blit(danger_marker(ds), (rect.right - ds + ds // 4, rect.y - ds // 4))
    if m["acted"] or m["gave"]:
        check_mark(surface, (rect.x + int(rect.w * 0.2), rect.bottom - int(rect.h * 0.14)), max(8, int(rect.w * 0.2)))
    if left:
        pygame.draw.circle(surface, theme.HILITE_SOFT, (rect.centerx, rect.bottom - int(lay.u)), int(lay.u * 0.7))


def result_tag(surface, u: float, roll: dict, rect: pygame.Rect) -> None:
    """The result of the member's roll on show, on its card: "7 vs 6" in green (it holds) or red."""
    need = roll.get("need")
    text = t("orcs_trolls.ui.tag", total=roll["total"], need=need) if need is not None else str(roll["total"])
    size = fit_size(text, max(10, int(u * 2.2)), rect.w + int(u * 1.5), bold=True)
    tag = pygame.Rect(0, 0, text_width(text, size, bold=True) + int(u * 1.6), int(size * 1.45))
    tag.center = (rect.centerx, rect.y + int(rect.h * 0.64))
    fill = (34, 96, 48) if roll["outcome"] in GOOD_OUTCOMES else (150, 34, 28)
    pygame.draw.rect(surface, (16, 12, 10), tag.inflate(4, 4), border_radius=tag.h // 2 + 2)
    pygame.draw.rect(surface, fill, tag, border_radius=tag.h // 2)
    blit_text(surface, text, size, theme.TEXT, center=tag.center, bold=True, shadow=True)


def draw_own(surface, v, lay, marks) -> None:
    u, seat = lay.u, v.viewer
    info = pygame.Rect(lay.pack.x, lay.pack.y, int(u * 18), int(u * 15))  # room for the two count lines under the badge
    edge = theme.SEAT_COLORS[seat % 4] if seat in v.obs["to_act"] else theme.PANEL_EDGE
    draw.panel(surface, info, fill=(30, 40, 32), alpha=200, radius=int(u * 1.2), edge=edge)
    at = (info.centerx, info.y + int(u * 0.8))
    blit_fit(
        surface, v.names.names[seat], int(u * 2.6), info.w - int(u * 2), theme.TEXT, midtop=at, bold=True, shadow=True
    )
    badge = badge_of(v, seat, int(u * 6))
    brect = badge.get_rect(center=(info.centerx, info.y + int(u * 7)))
    surface.blit(badge, brect)
    marks.tips.append((brect, f"{v.names.names[seat]}: {v.words.vp_words(v.obs, seat)}"))
    counts = pygame.Rect(
        info.x + int(u * 0.5), brect.bottom, info.w - int(u), info.bottom - brect.bottom - int(u * 0.4)
    )
    text = header_counts(v, seat).replace(" · ", "\n")  # the deck over the kills, each whole in the panel
    draw_text_box(
        surface,
        text,
        counts,
        int(u * 2),
        theme.TEXT_DIM,
        align="center",
        valign="middle",
        max_lines=2,
        line_spacing=1.0,
    )
    marks.tips.append((counts, v.words.deck_words(v.obs, seat)))
    draw_pack(surface, v, lay, marks, seat)


def draw_hand(surface, v, lay, marks) -> None:
    placed = lay.hand_rects(v.obs.get("hand") or [], v.selected)
    for i, (card, rect) in enumerate(placed):
        target = ("hand", card)
        ok, hovered, selected = target in v.lit, v.hover == target, v.selected == target
        # a long hand overlaps: the type and name fit the part the next card leaves in sight
        seen_w = placed[i + 1][1].x - rect.x if i + 1 < len(placed) else rect.w
        face = card_face(card, rect.w, rect.h, True, seen_w)
        alpha = 255 if ok or not v.acting else 200
        draw_card(
            surface, rect, face, lift=lay.u * 2.5 if hovered else 0, highlight=ok or selected,
            hovered=hovered or selected, pulse=v.pulse(), alpha=alpha,
        )  # fmt: skip
        marks.cards.append((card, rect))


def draw_draft(surface, v, lay, marks) -> None:
    u = lay.u
    for card, rect in lay.draft_rects(v.obs["draft_pool"]).items():
        ok = ("draft", card) in v.lit
        hovered = ok and v.hover == ("draft", card)
        face = card_face(card, rect.w, rect.h, False)
        draw_card(surface, rect, face, highlight=ok, hovered=hovered, lift=u if hovered else 0, pulse=v.pulse())
        marks.cards.append((card, rect))
    # own picks so far, and what the trait crosses mean
    picks = v.obs["orc_decks"][v.viewer]["orcs"]
    text = t("orcs_trolls.ui.your_picks", n=len(picks), names=", ".join(card_name(c) for c in picks))
    size = fit_size(text, int(u * 2.4), lay.play.w - int(u * 4))
    y = lay.size[1] - int(u * 9)
    blit_text(surface, text, size, theme.TEXT, center=(lay.play.centerx, y), shadow=True)
    draw_trait_legend(surface, lay, (lay.play.centerx, y + int(u * 4)))


def draw_trait_legend(surface, lay, centre) -> None:
    u = lay.u
    items = [(name, t(f"orcs_trolls.trait.{name}.text")) for name in ("strength", "swimming", "agility", "charisma")]
    size, cs, gap = int(u * 1.9), int(u * 2.2), int(u * 2)
    widths = [cs + int(u * 0.6) + text_width(text, size) for _, text in items]
    total, room = sum(widths) + gap * (len(items) - 1), lay.play.w - int(u * 2)
    if total > room:  # two rows of two rather than words too small to read
        column = (room - gap) // 2
        for k, (name, text) in enumerate(items):
            x = centre[0] - room // 2 + (k % 2) * (column + gap)
            y = centre[1] + int((k // 2 - 0.5) * cs * 1.3)
            surface.blit(trait_cross(name, cs), (x, y - cs // 2))
            at = (x + cs + int(u * 0.6), y)
            blit_fit(surface, text, size, column - cs - int(u * 0.6), theme.TEXT_DIM, midleft=at)
        return
    x = centre[0] - total // 2
    for (name, text), w in zip(items, widths):
        surface.blit(trait_cross(name, cs), (x, centre[1] - cs // 2))
        blit_text(surface, text, size, theme.TEXT_DIM, midleft=(x + cs + int(u * 0.6), centre[1]))
        x += w + gap
