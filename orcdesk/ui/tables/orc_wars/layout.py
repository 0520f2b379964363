"""Where everything sits on the Orc Wars table (rects in ``self.R``; nothing is drawn here)::

    [your hero card / King and clans] [                        ] [undo hint menu ]
    [ three attribute piles         ] [                        ] [phase bar      ]
    [                               ] [                        ] [the others:    ]
    [ treasures, dirty tricks       ] [       the hex board    ] [ elves, horde  ]
    [                               ] [                        ] [ goal          ]
    [status: what to do now ......................][buttons  ] [ game log      ]
    [your hand of action cards ....................................] [            ]

The board takes what is left in the middle and frames the whole map (pan and zoom when it does not fit).
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import text_width


def layout(size, narrow: bool) -> dict:
    """The rects of the table for a window of ``size`` (``narrow``: the log goes below, TableScene.log_below)."""
    W, H = size
    u = theme.unit(size)
    m = max(6, int(u * 1.2))
    R: dict = {"u": u}
    R["size"] = (W, H)
    rw = int(max(W * 0.215, u * 30))
    lw = int(max(W * 0.235, u * 33))
    hand_h = int(max(H * 0.198, min(H * 0.23, 136)))  # cards stay legible in small windows
    status_h = int(u * 5.6)
    buttons_y = int(u * 8.6)  # the undo / hint / menu buttons sit above this, at the top right
    # A square or narrow window (800x800): the hand takes the whole width (seven cards stay readable) and
    # the right column stops above it; a wide one keeps the log down to the bottom edge.
    hand_w = W - 2 * m if narrow else W - rw - 3 * m
    R["hand"] = pygame.Rect(m, H - m - hand_h, hand_w, hand_h)
    right_bottom = R["hand"].y - m // 2 if narrow else H - m
    right = pygame.Rect(W - rw - m, buttons_y, rw, right_bottom - buttons_y)
    R["right"] = right
    bottom_w = right.x - 2 * m
    R["status_row"] = pygame.Rect(m, R["hand"].y - status_h - m // 2, bottom_w, status_h)
    top = m
    R["left"] = pygame.Rect(m, top, lw, R["status_row"].y - m // 2 - top)
    board_right = right.x - m
    board_top = top
    if W - int(u * 44.8) - m < board_right - (board_right - R["left"].right) * 0.15:
        board_top = buttons_y  # the buttons would eat the board's corner: start the board below them
    elif W - int(u * 44.8) - m < board_right:
        board_right = W - int(u * 44.8) - m  # clear of the buttons, losing a little width
    board = pygame.Rect(
        R["left"].right + m, board_top, board_right - R["left"].right - m, R["status_row"].y - m // 2 - board_top
    )
    R["board"] = board
    status = R["status_row"]
    R["prompt"] = pygame.Rect(status.x, status.y, int(status.w * 0.5), status.h)
    R["buttons"] = pygame.Rect(R["prompt"].right + m, status.y, status.right - R["prompt"].right - m, status.h)
    ch = R["hand"].h - int(u * 1.2)
    R["card"] = (int(ch * 0.72), ch)
    pw, ph = (
        int(ch * 0.72 * 0.62),
        int(ch * 0.62),
    )  # your deck at the left end of the hand, your discards at the right
    R["deck"] = pygame.Rect(R["hand"].x + int(u), R["hand"].bottom - ph - int(u * 0.4), pw, ph)
    R["discard"] = pygame.Rect(R["hand"].right - pw - int(u), R["deck"].y, pw, ph)
    R["hand_cards"] = pygame.Rect(
        R["deck"].right + int(u * 1.5), R["hand"].y, R["discard"].x - R["deck"].right - int(u * 3), R["hand"].h
    )
    R["phase_bar"] = pygame.Rect(right.x, right.y, right.w, int(u * 8.4))
    rest = pygame.Rect(right.x, R["phase_bar"].bottom + m // 2, right.w, right.bottom - R["phase_bar"].bottom - m // 2)
    split = int(rest.h * 0.52)
    R["others"] = pygame.Rect(rest.x, rest.y, rest.w, split - m // 2)
    R["log"] = pygame.Rect(rest.x, rest.y + split + m // 2, rest.w, rest.h - split - m // 2)
    return R


def hand_rects(R: dict, count: int) -> list[pygame.Rect]:
    """The rects of ``count`` cards in the hand, spread (overlapping when they do not fit)."""
    w, h = R["card"]
    area = R["hand_cards"]
    gap = max(4, int(R["u"] * 0.8))
    step = w + gap
    if count > 1 and w + step * (count - 1) > area.w:
        step = (area.w - w) / (count - 1)
    total = w + step * (count - 1) if count else 0
    x0 = area.x + (area.w - total) / 2
    y = area.bottom - h
    return [pygame.Rect(int(x0 + i * step), y, w, h) for i in range(count)]


def button_rects(R: dict, labels: list[str]) -> list[pygame.Rect]:
    """The action buttons of the status row, right-aligned, widths by label length."""
    area = R["buttons"]
    u = R["u"]
    gap = max(4, int(u * 0.8))
    size = int(area.h * 0.46)
    widths = [max(int(u * 11), text_width(lab, size, True) + int(u * 3)) for lab in labels]
    total = sum(widths) + gap * max(0, len(widths) - 1)
    if total > area.w and widths:
        f = (area.w - gap * (len(widths) - 1)) / sum(widths)
        widths = [int(w * f) for w in widths]
        total = area.w
    x = area.right - total
    out = []
    for w in widths:
        out.append(pygame.Rect(int(x), area.y, w, area.h))
        x += w + gap
    return out


def shown_clans(obs: dict) -> list:
    """The clans with figures on the board or cards on their pile."""
    return sorted({f["clan"] for f in obs["figures"]} | {c for c in range(5) if obs["clan_piles"][c]})


def panel_rects(R: dict, obs: dict, viewer: int, has_king: bool) -> dict:
    """The clickable parts of the left panel: ``piles`` (attribute -> rect), ``tricks`` (trick -> rect), ``clans``
    (clan -> card rect) and ``king`` (the King's row, or None)."""
    u = R["u"]
    P: dict = {"piles": {}, "tricks": {}, "clans": {}, "king": None}
    pad = int(u * 1.2)
    inner = R["left"].inflate(-2 * pad, -2 * pad)
    if viewer != 0:
        top = inner.y + int(u * 16)
        gap = int(u * 1.0)
        cw = (inner.w - 2 * gap) // 3
        for a in range(3):
            P["piles"][a] = pygame.Rect(inner.x + a * (cw + gap), top, cw, inner.bottom - top - int(u * 9))
        return P
    y = inner.y + int(u * 5.4)
    if has_king:
        P["king"] = pygame.Rect(inner.x, y, inner.w, int(u * 4.6))
        y = P["king"].bottom + int(u * 0.4)
        kh = int(u * 12.5) if obs["king"]["alive"] else 0
        gap = int(u * 0.8)
        cw = (inner.w - 2 * gap) // 3
        for a in range(3):
            P["piles"][a] = pygame.Rect(inner.x + a * (cw + gap), y, cw, kh)
        y += kh + int(u * 1.0)
    tricks = obs["tricks"] or []
    th = int(u * 7.5) if tricks else 0
    bottom = inner.bottom - th - (int(u * 1) if tricks else 0)
    clans = shown_clans(obs)
    if clans:
        rh = min(int(u * 10.5), (bottom - y) // len(clans))
        for i, c in enumerate(clans):
            P["clans"][c] = pygame.Rect(inner.x, y + i * rh, inner.w, rh - int(u * 0.6))
    if tricks:
        gap = int(u * 0.8)
        tw = min(int(u * 13), (inner.w - gap * (len(tricks) - 1)) // len(tricks))
        for i, k in enumerate(tricks):
            P["tricks"][k] = pygame.Rect(inner.x + i * (tw + gap), inner.bottom - th, tw, th)
    return P


def chooser_rect(R: dict, items: list, kind: str) -> pygame.Rect:
    """The chooser of reinforcements or deployments, as tall as its rows, at the bottom of the board."""
    u, board = R["u"], R["board"]
    if kind == "deploy":
        rows = (sum(1 for it in items if it[0][0] == "mix") + 4) // 5
        h = u * (3.6 + 5.4 + 2) + rows * u * 5.4
    else:
        h = u * (3.6 + 2) + len({it[4] for it in items}) * u * 5
    r = pygame.Rect(0, 0, int(min(board.w * 0.96, u * 84)), int(min(board.h * 0.62, h)))
    r.midbottom = (board.centerx, board.bottom - int(u))
    return r


def chooser_layout(R: dict, items: list, kind: str) -> list:
    """(item, rect) of the chooser's buttons: the clans then the mixes of a deployment, or one row of figure
    types per clan for reinforcements."""
    u = R["u"]
    box = chooser_rect(R, items, kind).inflate(-int(u * 2), -int(u * 2))
    out = []
    top = box.y + int(u * 3.6)
    gap = int(u * 0.8)
    if kind == "deploy":
        clans = [it for it in items if it[0][0] == "dclan"]
        mixes = [it for it in items if it[0][0] == "mix"]
        bw = min(int(u * 15), (box.w - gap * (len(clans) - 1)) // max(1, len(clans)))
        for i, it in enumerate(clans):
            out.append((it, pygame.Rect(box.x + i * (bw + gap), top, bw, int(u * 4.4))))
        y = top + int(u * 5.4)
        per_row = 5
        mw = (box.w - gap * (per_row - 1)) // per_row
        mh = int(u * 4.6)
        for i, it in enumerate(mixes):
            row, col = divmod(i, per_row)
            out.append((it, pygame.Rect(box.x + col * (mw + gap), y + row * (mh + gap), mw, mh)))
        return out
    clans = sorted({it[4] for it in items})
    rh = min(int(u * 5), (box.bottom - top) // max(1, len(clans)))
    x0 = box.x + int(u * 16)
    bw = (box.right - x0 - gap * 2) // 3
    for ci, c in enumerate(clans):
        for it in (it for it in items if it[4] == c):
            out.append((it, pygame.Rect(x0 + it[1] * (bw + gap), top + ci * rh, bw, rh - int(u * 0.6))))
    return out
