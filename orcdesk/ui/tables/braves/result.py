"""The result and setup screens of the De l'orc pour les braves table: the final scores in one line, how a tie
was broken, the last round's battles (from the game's events, so a replay's end shows them too), the
cogwheels in score order, and the setup screen's picture.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import card_set
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.cogwheel import draw_cogwheel
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.tables.braves.art import CARD_RATIO, card_face, seat_colour
from orcdesk.ui.tables.braves.pacing import round_battles
from orcdesk.ui.tables.braves.view import Names
from orcdesk.ui.tables.braves.words import battle_line

CS = card_set()


def result_lines(names: Names, order: list[int], scores: list, events: list[dict], last_win: list[int]) -> list[str]:
    """Final scores (on one line, short names: the cogwheels beside name every seat again), how a tie was
    broken, then the last round's battles in short."""
    lines = ["!" + t("braves.result.scores")]
    lines.append(" · ".join(t("braves.result.score_short", who=names.short[s], n=int(scores[s])) for s in order))
    tie = tie_line(names, events, last_win)
    if tie:
        lines += ["", tie]
    _, finished, now = round_battles(events)
    last = now or finished
    if last:
        lines += ["", "!" + t("braves.result.last_round")] + [battle_line(e, names.who, "result") for e in last]
    return lines


def tie_line(names: Names, events: list[dict], last_win: list[int]) -> str | None:
    """A tie for the most points, in words: who won a battle last (the rule that breaks it), or shared."""
    over = next((e for e in reversed(events) if e["type"] == "game_over"), None)
    if over is None:
        return None
    scores = over["scores"]
    top = max(scores)
    tied = [s for s in range(len(scores)) if scores[s] == top]
    if len(tied) < 2:
        return None
    items = ", ".join(
        t("braves.result.tie_item", who=names.who(s), battle=last_win[s])
        if last_win[s]
        else t("braves.result.tie_item_none", who=names.who(s))
        for s in sorted(tied, key=lambda s: -last_win[s])
    )
    if not over["winners"] or len(over["winners"]) > 1:
        return t("braves.result.tie_shared", n=top, battles=items)
    return t("braves.result.tie_broken", n=top, who=names.who(over["winners"][0]), battles=items)


def draw_result_art(surface, rect, names: Names, order: list[int], scores: list) -> None:
    """The cogwheels in the order of the scores, each with its seat's name under it."""
    k = len(order)
    rows = 2 if k >= 6 else 1
    per_row = (k + rows - 1) // rows
    cell_w, cell_h = rect.w / per_row, rect.h / rows
    r = int(min(cell_w / 2.6, cell_h / 3.2))
    label = max(11, int(r * 0.42))
    for i, s in enumerate(order):
        row, col = divmod(i, per_row)
        in_row = min(per_row, k - row * per_row)
        x = rect.x + int((col + 0.5) * rect.w / in_row)
        y = rect.y + int((row + 0.42) * cell_h)
        draw_cogwheel(surface, (x, y), r, scores[s], seat_colour(s))
        name = names.short[s]
        room = int(cell_w * 0.95 if in_row == per_row else rect.w / in_row * 0.95)
        size = fit_size(name, label, room, bold=True)
        blit_text(surface, name, size, theme.TEXT, midtop=(x, y + r + int(r * 0.25)), bold=True, shadow=True)


def draw_setup_art(surface, rect) -> None:
    """A few army cards fanned out beside a cogwheel."""
    h = int(min(rect.h * 0.8, rect.w / 4))
    if h < 24:
        return
    w = int(h / CARD_RATIO)
    cards = [CS.by_type[kind][0] for kind in (2, 4, 7, 10, CS.merc_base + 4)]
    x = rect.centerx - int(w * 2.2)
    for i, c in enumerate(cards):
        box = pygame.Rect(x + int(i * w * 0.7), rect.centery - h // 2 + abs(i - 2) * 4, w, h)
        draw_card(surface, box, card_face(c, w, h), angle=(2 - i) * 6)
    draw_cogwheel(surface, (rect.centerx + int(w * 2.6), rect.centery), int(h * 0.35), 7, seat_colour(0))
