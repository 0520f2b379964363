"""Where everything sits on the De l'orc pour les braves table: :func:`layout` (window size and view to
rectangles: the seats round the table, the ring of piles round the wizard's deck, the status line, the side
column) and the places derived from it (battle spots, decision buttons, the spy's grid, a seat's shield and
desertion cards, a pile's popup). Rects only; nothing is drawn here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from orcdesk.games.braves.cards import MERC_TYPES, N_PEOPLES, card_set
from orcdesk.ui.kit import theme
from orcdesk.ui.tables import TableScene
from orcdesk.ui.tables.braves.art import CARD_RATIO
from orcdesk.ui.tables.braves.view import BravesView

CS = card_set()
MERC0 = CS.merc_base
SIDE_REACH = 0.93  # the side seats' armies lie this far out on the ring (1: on the piles' line)
R = pygame.Rect


@dataclass
class Layout:
    """The table's rectangles for one window size, seat at the bottom and number of piles."""

    size: tuple[int, int]
    bottom: int
    u: float = 1.0  # the table's unit (smaller than the window's in a narrow window)
    unit: float = 1.0  # the window's unit, 1/100 of its short side (the shared glow's)
    panel_size: tuple[int, int] = (0, 0)
    play_rect: R = field(default_factory=R)
    bottom_rect: R = field(default_factory=R)
    info_rect: R = field(default_factory=R)
    side_rect: R = field(default_factory=R)
    log_rect: R = field(default_factory=R)
    status_rect: R = field(default_factory=R)
    ring_rect: R = field(default_factory=R)
    deck_rect: R = field(default_factory=R)
    start_rect: R = field(default_factory=R)
    centre_rect: R = field(default_factory=R)
    seat_rects: dict = field(default_factory=dict)
    pile_rects: list = field(default_factory=list)
    card_size: tuple[int, int] = (0, 0)
    ring_radii: tuple[float, float] = (0.0, 0.0)
    ring_centre: tuple[int, int] = (0, 0)
    deck_text_beside: bool = False


def layout(size, view: BravesView) -> Layout:
    """The table laid out for ``size``: the seat ``view.bottom`` at the bottom, the others clockwise (left,
    across the top, right), the ring of ``n_piles`` piles in the middle, the round and the log at the side (or
    below, in a narrow window)."""
    n, n_piles, bottom = view.n, view.obs["n_piles"], view.bottom
    lay = Layout(tuple(size), bottom)
    W, H = size
    narrow = TableScene.log_below(size)
    u = theme.unit(size)
    if narrow:
        # Square or narrow windows (800x800): no side column (the round and the log go beside your panel at
        # the bottom), and a unit small enough for the seats across the top and the ring between the side
        # seats to fit the width (in 1/100 of the short side they would overlap).
        u = min(u, W / max(107.0, (n - 3) * 28.5 + 4))
    lay.u, lay.unit = u, theme.unit(size)
    m = int(u * 1.2)
    pw, ph = int(u * 27), int(u * 19)
    lay.panel_size = (pw, ph)
    bottom_h = int(u * 21)
    if narrow:
        top = TableScene.top_buttons_rect(size).bottom + m  # the seats across the top stay clear of Menu/Undo/Hint
        play = pygame.Rect(m, top, W - 2 * m, H - top - m)
        bottom_h = max(bottom_h, int(play.h * 0.27))
        mine_w = int(play.w * 0.62)
        lay.bottom_rect = pygame.Rect(play.x, play.bottom - bottom_h, mine_w, bottom_h)
        column = pygame.Rect(
            lay.bottom_rect.right + m, lay.bottom_rect.y, play.right - lay.bottom_rect.right - m, bottom_h
        )
        lay.info_rect = pygame.Rect(column.x, column.y, column.w, int(u * 13))
    else:
        side_w = max(190, int(W * 0.19))
        column = pygame.Rect(W - side_w - m, int(u * 10), side_w, H - int(u * 11))
        play = pygame.Rect(m, m, W - side_w - 3 * m, H - 2 * m)
        # the viewer at the bottom, the others clockwise: left, across the top, right
        lay.bottom_rect = pygame.Rect(play.x + int(play.w * 0.06), play.bottom - bottom_h, int(play.w * 0.88), bottom_h)
        lay.info_rect = pygame.Rect(column.x, column.y, column.w, int(u * 13))
    lay.side_rect = column
    lay.log_rect = pygame.Rect(
        column.x, lay.info_rect.bottom + int(u), column.w, column.bottom - lay.info_rect.bottom - int(u)
    )
    lay.play_rect = play
    lay.status_rect = pygame.Rect(
        play.x + int(play.w * 0.1), lay.bottom_rect.y - int(u * 5.4), int(play.w * 0.8), int(u * 4.6)
    )
    anchor = bottom
    others = [(anchor + k) % n for k in range(1, n)]
    # narrow windows seat everyone across the top when the row fits: the ring gets the whole width
    all_top = narrow and len(others) * (pw + u * 1.5) + u * 1.5 <= play.w
    top_count = len(others) if all_top else len(others) - 2
    ring_top = play.y + ph + int(u * 1)
    ring_bottom = lay.status_rect.y - int(u * 0.5)
    mid_y = (ring_top + ring_bottom) // 2
    rects = {}
    if not all_top:
        rects[others[0]] = pygame.Rect(play.x, mid_y - ph // 2, pw, ph)
        rects[others[-1]] = pygame.Rect(play.right - pw, mid_y - ph // 2, pw, ph)
    # the row across the top keeps clear of Menu / Hint / Undo at the top right
    buttons = TableScene.top_buttons_rect(size)
    row = pygame.Rect(play.x, play.y, play.w, ph)
    if row.colliderect(buttons):
        row.w = buttons.x - m - play.x
    gap = (row.w - top_count * pw) / (top_count + 1)
    gap = min(gap, u * 8)
    total = top_count * pw + (top_count - 1) * gap
    x0 = min(play.centerx - total / 2, row.right - gap - total)
    for i, s in enumerate(others if all_top else others[1:-1]):
        rects[s] = pygame.Rect(int(x0 + i * (pw + gap)), play.y, pw, ph)
    rects[anchor] = lay.bottom_rect
    lay.seat_rects = rects
    side = int(u * 2.5) if all_top else pw + int(u * 1.5)
    lay.ring_rect = pygame.Rect(play.x + side, ring_top, play.w - 2 * side, ring_bottom - ring_top)
    # piles round a rounded ring, evenly spaced along it, pile 1 at the top, clockwise; cards as large as
    # the spacing allows (14 piles at 7 players)
    rr = lay.ring_rect
    k = n_piles
    # no taller than leaves the deck and its label clear between the top and bottom piles (a flat ring)
    ch = int(max(u * 7.5, min(u * 11.5, rr.h / 2 - u * 10)))
    for _ in range(4):
        cw = int(ch / CARD_RATIO)
        rx = max(cw, rr.w / 2 - cw / 2 - u * 1.0)
        ry = max(ch / 2, rr.h / 2 - ch / 2 - u * 1.6)
        pts = _ellipse_points(rx, ry, k)
        close = [abs(a[1] - b[1]) for a, b in zip(pts, pts[1:] + pts[:1]) if abs(a[0] - b[0]) < cw * 1.05]
        spacing = min(close) if close else ch * 2
        if spacing >= ch + u * 3.0:
            break
        ch = int(max(u * 7.5, spacing - u * 3.2))
    cw = int(ch / CARD_RATIO)
    lay.card_size = (cw, ch)
    lay.ring_radii = (rx, ry)
    cx, cy = rr.centerx, rr.centery
    lay.ring_centre = (cx, cy)
    lay.pile_rects = [pygame.Rect(int(cx + x - cw / 2), int(cy + y - ch / 2), cw, ch) for x, y in pts]
    # The deck (its hat above) and the start card stand inside the ring with two lines of text under them;
    # a flat ring (a square window, few players) gets a smaller deck, and the lines beside it instead.
    inner = ry * 0.95 - ch / 2 - u * 2  # from the centre to the nearest pile's number badge
    dh = int(max(u * 5, min(u * 10, 2 * inner - u * 11)))
    # the lines beside the deck need the ring wide: deck, start card and two lines (about 40 u)
    lay.deck_text_beside = inner < dh / 2 + u * 6.5 and rx - cw / 2 - u * 2 > u * 21
    if lay.deck_text_beside:  # no lines below: the deck (1.5 u low, its hat 4.5 u above) may grow back
        dh = int(max(u * 6, min(u * 10, 2 * inner - u * 6)))
    lay.deck_rect = pygame.Rect(0, 0, int(dh / CARD_RATIO), dh)
    lay.deck_rect.center = (
        cx - int(u * (15 if lay.deck_text_beside else 4)),
        cy + int(u * 1.5 if lay.deck_text_beside else 0),
    )
    lay.start_rect = lay.deck_rect.move(int(u * 8), 0)
    # the deck, its hat, the start card and their two lines of text: pile popups keep clear of them
    centre = lay.deck_rect.union(lay.start_rect).inflate(int(u * 2), int(u * 2))
    centre.y -= int(u * 4.5)
    centre.h += int(u * 4.5)
    if lay.deck_text_beside:
        lines = pygame.Rect(
            lay.start_rect.right,
            lay.start_rect.centery - int(u * 3),
            int(cx + rx * 0.8 - lay.start_rect.right),
            int(u * 6),
        )
    else:
        lines = pygame.Rect(int(cx - rx * 0.55), lay.deck_rect.bottom, int(rx * 1.1), int(u * 6.5))
    lay.centre_rect = centre.union(lines)
    return lay


def _ellipse_points(rx: float, ry: float, k: int) -> list[tuple[float, float]]:
    """``k`` points evenly spaced along a superellipse (a rounded ring: more room than an ellipse in the
    same box), the first at the top, clockwise."""
    steps = 720
    e = 2 / 3.2

    def sp(v: float) -> float:
        return math.copysign(abs(v) ** e, v)

    pts = [
        (rx * sp(math.sin(2 * math.pi * i / steps)), -ry * sp(math.cos(2 * math.pi * i / steps)))
        for i in range(steps + 1)
    ]
    lengths = [0.0]
    for a, b in zip(pts, pts[1:]):
        lengths.append(lengths[-1] + math.dist(a, b))
    total = lengths[-1]
    out, j = [], 0
    for i in range(k):
        target = total * i / k
        while lengths[j + 1] < target:
            j += 1
        f = (target - lengths[j]) / max(1e-9, lengths[j + 1] - lengths[j])
        out.append((pts[j][0] + (pts[j + 1][0] - pts[j][0]) * f, pts[j][1] + (pts[j + 1][1] - pts[j][1]) * f))
    return out


def seat_point(lay: Layout, seat) -> tuple[int, int]:
    r = lay.seat_rects.get(seat)
    return r.center if r is not None else lay.ring_centre


def army_spot(lay: Layout, seat: int) -> tuple[int, int]:
    """Where a seat's army lies in a battle: on the ring in front of the seat (the top seats spread along the
    ring's upper edge in their own order, the side seats at its ends, the bottom seat at the bottom)."""
    cx, cy = lay.ring_centre
    rx, ry = lay.ring_radii
    r = lay.seat_rects.get(seat)
    if r is None:
        return (cx, cy)
    if seat == lay.bottom:
        return (cx, int(cy + ry * 0.8))
    if r.bottom <= lay.ring_rect.top + lay.u * 2:  # a seat across the top: right under it
        reach = rx * 0.92
        return (int(max(cx - reach, min(cx + reach, r.centerx))), int(cy - ry * 0.8))
    return (int(cx + math.copysign(rx * SIDE_REACH, r.centerx - cx)), cy)


def label_at(lay: Layout, spot, ch: int, gap: float) -> tuple[int, int]:
    """Where an army's number goes: under it, or over it for the armies in the upper half of the ring."""
    off = ch // 2 + int(lay.u * gap)
    return (spot[0], spot[1] - off if spot[1] < lay.ring_centre[1] - lay.u * 4 else spot[1] + off)


def button_column(lay: Layout, k: int) -> list[pygame.Rect]:
    """The buttons of a decision in the middle of the ring: one column, or two when there are too many for it."""
    u, rr = lay.u, lay.ring_rect
    # keep clear of the armies committed in front of the side seats and above and below (army_spot)
    half_w = lay.ring_radii[0] * SIDE_REACH - u * 6.8  # half a stack of backs and a margin
    half_h = lay.ring_radii[1] * 0.8 - u * 7.5
    # one column while it fits the height: two columns halve the width, and long labels ("Commit: goblin war
    # machine (1 in hand)") would shrink
    cols = 1 if k <= 3 or k * u * 4.6 + (k - 1) * u <= 2 * half_h else 2
    rows = max(1, (k + cols - 1) // cols)
    bw, bh, gap = int(min(rr.w * (0.5 if cols == 1 else 0.36), u * 34)), int(u * 5.4), int(u * 1.0)
    bw = int(max(u * 13, min(bw, (2 * half_w - (cols - 1) * gap * 2) / cols)))
    bh = int(max(u * 4, min(bh, (2 * half_h - (rows - 1) * gap) / rows)))
    total_h = rows * bh + (rows - 1) * gap
    total_w = cols * bw + (cols - 1) * gap * 2
    x0 = rr.centerx - total_w // 2
    y0 = rr.centery - total_h // 2
    return [pygame.Rect(x0 + (i % cols) * (bw + gap * 2), y0 + (i // cols) * (bh + gap), bw, bh) for i in range(k)]


def button_row(lay: Layout, k: int, y: int) -> list[pygame.Rect]:
    u = lay.u
    bw, bh, gap = int(u * 24), int(u * 5), int(u * 2)
    x = lay.ring_rect.centerx - (k * bw + (k - 1) * gap) // 2
    return [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(k)]


def ask_grid(lay: Layout) -> tuple[list[tuple[int, pygame.Rect]], int]:
    """The card types a spy may ask for (a row per people: warrior, veteran, chief; then the mercenaries) and
    the grid's bottom edge."""
    u, rr = lay.u, lay.ring_rect
    ch = int(min(u * 9.5, (rr.h - u * 12) / 3.2))
    cw = int(ch / CARD_RATIO)
    gap = int(u * 0.8)
    cols_people = len(CS.roles)
    block_w = cols_people * cw + (cols_people - 1) * gap
    x0 = rr.centerx - (2 * block_w + int(u * 3)) // 2
    y0 = rr.y + int(u * 6.5)
    out = []
    for p in range(N_PEOPLES):
        bx = x0 + (p % 2) * (block_w + int(u * 3))
        by = y0 + (p // 2) * (ch + gap)
        for r in range(cols_people):
            out.append((p * cols_people + r, pygame.Rect(bx + r * (cw + gap), by, cw, ch)))
    k = len(MERC_TYPES)
    mx = rr.centerx - (k * cw + (k - 1) * gap) // 2
    my = y0 + 2 * (ch + gap) + int(u * 0.6)
    for i in range(k):
        out.append((MERC0 + i, pygame.Rect(mx + i * (cw + gap), my, cw, ch)))
    return out, my + ch + int(u * 1.2)


def strip_groups(lay: Layout, view: BravesView) -> list[tuple[int, pygame.Rect, list[tuple[str, pygame.Rect, bool]]]]:
    """The hotseat strip: per human who plays, his group's rect and his card slots (kind, rect, still in hand).
    Slots are laid out for the cards dealt at the round's start, so a card played leaves a gap and the others
    stay where they were."""
    r, u = lay.bottom_rect, lay.u
    players = view.strip_players
    x0 = r.x + int(u * 13)
    group_w = (r.right - int(u * 1) - x0) / max(1, len(players))
    kinds = [("desert", CS.desertions[view.n]), ("shield", CS.shields)]
    slots = sum(k for _, k in kinds)
    ch = int(min(u * 12.5, r.h - u * 9.5))
    cw = int(ch / CARD_RATIO)
    gap = int(u * 0.8)
    if slots * (cw + gap) > group_w - u * 2:
        cw = int((group_w - u * 2) / slots - gap)
        ch = int(cw * CARD_RATIO)
    out = []
    for i, seat in enumerate(players):
        box = pygame.Rect(int(x0 + i * group_w), r.y + int(u * 4.6), int(group_w - u), r.bottom - r.y - int(u * 5.4))
        x, y = box.x + int(u * 0.8), box.y + int(u * 3.4)
        cards = []
        for kind, count in kinds:
            left = view.obs["desertions" if kind == "desert" else "shields"][seat]
            for j in range(count):
                cards.append((kind, pygame.Rect(x, y, cw, ch), j < left))
                x += cw + gap
        out.append((seat, box, cards))
    return out


def own_card_rects(lay: Layout, view: BravesView, seat: int) -> list[tuple[str, pygame.Rect]]:
    """Shield and desertion cards of a human seat in the deal (clickable): in his panel, or in the hotseat
    strip."""
    if view.strip:
        for s, _box, cards in strip_groups(lay, view):
            if s == seat:
                return [(kind, rect) for kind, rect, held in cards if held]
        return []
    r = lay.seat_rects.get(seat)
    if r is None:
        return []
    u = lay.u
    kinds = [("desert", view.obs["desertions"][seat]), ("shield", view.obs["shields"][seat])]
    if seat == view.viewer:
        ch = int(u * 12.5)
        cw, x, y, gap, group_gap = int(ch / CARD_RATIO), r.x + int(u * 17), r.y + int(u * 5), int(u * 1.0), int(u * 1.5)
    else:  # another human (hotseat): his cards as large as his panel allows
        count_all = sum(c for _, c in kinds)
        room = r.right - int(u * 0.8) - (r.x + int(u * 12.5))
        cw = int(min(u * 4.9, (room - max(0, count_all - 1) * u * 0.5) / max(1, count_all)))
        ch, x, y, gap, group_gap = int(cw * CARD_RATIO), r.x + int(u * 12.5), r.y + int(u * 4), int(u * 0.5), 0
    out = []
    for kind, count in kinds:
        for _ in range(count):
            out.append((kind, pygame.Rect(x, y, cw, ch)))
            x += cw + gap
        x += group_gap
    return out


def popup_rect(lay: Layout, p: int, n_items: int) -> pygame.Rect:
    """The popup of pile ``p`` holding ``n_items`` cards and tokens: beside the pile (toward the middle first,
    then away, then to its sides), the first place that keeps the deck and its counter in view; else the one
    that hides least of them."""
    u = lay.u
    ch = int(u * 8)
    step = int(ch / CARD_RATIO) + int(u * 0.6)
    width = max(int(u * 34), n_items * step + int(u * 3))
    box = pygame.Rect(0, 0, min(width, lay.play_rect.w - int(u * 2)), ch + int(u * 10))
    pile = lay.pile_rects[p]
    below, above, left, right = box.copy(), box.copy(), box.copy(), box.copy()
    below.midtop = (pile.centerx, pile.bottom + int(u * 3))
    above.midbottom = (pile.centerx, pile.y - int(u * 3.5))
    left.midright = (pile.x - int(u * 1.5), pile.centery)
    right.midleft = (pile.right + int(u * 1.5), pile.centery)
    places = [below, above] if pile.centery <= lay.ring_centre[1] else [above, below]
    places += [left, right] if pile.centerx > lay.ring_centre[0] else [right, left]
    best, hidden = places[0], None  # (places[0] is clamped and taken first in any case)
    for place in places:
        place.clamp_ip(lay.play_rect)
        cover = place.clip(lay.centre_rect)
        area = cover.w * cover.h
        if area == 0 and not place.colliderect(pile):
            return place
        if hidden is None or area < hidden:
            best, hidden = place, area
    return best


def gate_room(lay: Layout, piles_out: bool) -> pygame.Rect:
    """Where the ready panel may go: the whole ring before a deal (its piles are empty), only the middle
    between the piles when a deal resumes (the piles stay in view)."""
    if not piles_out:
        return lay.ring_rect
    cw, ch = lay.card_size
    rx, ry = lay.ring_radii
    room = pygame.Rect(0, 0, int(2 * rx - cw * 1.3), int(2 * ry - ch - lay.u * 4))
    room.center = lay.ring_centre
    return room
