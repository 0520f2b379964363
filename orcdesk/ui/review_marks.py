"""A review's marks on the replay: ticks on the timeline, the way from one mark to the next, and at a mark the
position before the marked move with the move played and the better one lit on the table (ReviewMode, two
colours) and a sentence saying what it cost and what was better, in words.

    marks = ReviewMarks(table, review, who)  # puts the table in review mode
    marks.sync(position)                    # after every step of the replay: lights the mark there, if any
    marks.next_move(position)               # where the next mark is (None: none after)

Works for every game through the contract: a move is worded by the table's ``action_words`` as the reviewed
seat would see it (else its notation).
"""

from __future__ import annotations

import pygame

from orcdesk.core import i18n
from orcdesk.core.i18n import t
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_fit
from orcdesk.ui.tables.presenter import ReviewMode

PLAYED_COLOUR = theme.DANGER  # the move played at a mark
BETTER_COLOUR = theme.GOOD  # the better move
KIND_COLOURS = {"mistake": (236, 164, 60), "blunder": theme.DANGER}


class ReviewMarks:
    def __init__(self, table, review, who: str = "") -> None:
        self.table = table
        self.who = who  # whose game, in words; "" for the player's own ("your game")
        self.review = review
        self.marks = sorted(review.marks, key=lambda mark: mark.move)
        self.mode = ReviewMode(PLAYED_COLOUR, BETTER_COLOUR)
        table.set_mode(self.mode)
        self.current = None  # the mark at the position on show
        self._words: tuple | None = None  # (mark, language, lines): the sentence, worded once per mark

    def close(self) -> None:
        """The table goes back to a plain replay."""
        self.mode.clear()
        self.table.replaying = True

    # ------------------------------------------------------------------ where the marks are
    def at(self, position: int):
        return next((mark for mark in self.marks if mark.move == position), None)

    def next_move(self, position: int) -> int | None:
        return next((mark.move for mark in self.marks if mark.move > position), None)

    def previous_move(self, position: int) -> int | None:
        return next((mark.move for mark in reversed(self.marks) if mark.move < position), None)

    def sync(self, position: int) -> None:
        """Light the mark at ``position`` (the live game is then the position before the marked move)."""
        mark = self.at(position)
        self.current = mark
        if mark is None:
            self.mode.clear()
            return
        state = self.table.match.state
        try:
            played, better = state.action_from_text(mark.played), state.action_from_text(mark.best)
        except Exception:  # noqa: BLE001 - a mark that does not fit this position lights nothing
            self.mode.clear()
            return
        self.mode.show_moves(mark.seat, played, better)

    # ------------------------------------------------------------------ words
    def lines(self) -> list[tuple[str, tuple[int, int, int] | None]]:
        """The mark's sentence: what it cost, the move played, the better one (with their glow colours)."""
        mark = self.current
        if mark is None:
            return []
        language = i18n.language()
        if self._words is None or self._words[:2] != (mark, language):
            kind = (t("app.review.blunder") if mark.kind == "blunder" else t("app.review.mistake")).lower()
            words = [
                (self._cost_sentence(mark, kind), None),
                (t("app.review.played", move=self._move_words(mark.played)), PLAYED_COLOUR),
                (t("app.review.better", move=self._move_words(mark.best)), BETTER_COLOUR),
            ]
            self._words = (mark, language, words)
        return self._words[2]

    def _cost_sentence(self, mark, kind: str) -> str:
        """What the move cost, in the unit the game's review judges by (``loss_unit`` in data/ai.yaml)."""
        unit = getattr(self.review, "loss_unit", "win_chance")
        if unit == "points" and mark.points_lost is not None:
            points = max(1, round(mark.points_lost))
            return t("app.review.sentence_points", move=mark.move + 1, kind=kind, n=points)
        if unit == "none":
            return t("app.review.sentence_plain", n=mark.move + 1, kind=kind)
        return t("app.review.sentence", n=mark.move + 1, kind=kind, percent=round(mark.loss * 100))

    def _move_words(self, text: str) -> str:
        """A move in words as the reviewed seat saw it (the table's action_words), else its notation."""
        table = self.table
        try:
            action = table.match.state.action_from_text(text)
            with self.mode.lighting(table):
                words = table.action_words(action)
        except Exception:  # noqa: BLE001 - a table that cannot word it: the notation says the move
            return text
        return words or text

    # ------------------------------------------------------------------ drawing
    def draw_ticks(self, surface: pygame.Surface, timeline: pygame.Rect, length: int) -> None:
        """A tick per mark on the timeline, coloured by kind (mistake, blunder), taller than the table's."""
        for mark in self.marks:
            x = timeline.x + int(timeline.w * (mark.move + 0.5) / max(1, length))
            colour = KIND_COLOURS.get(mark.kind, theme.HILITE)
            pygame.draw.line(surface, colour, (x, timeline.y - 3), (x, timeline.bottom + 2), 3)

    def draw_sentence(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The sentence of the mark on show in ``rect`` (above the timeline), or how to reach the marks."""
        u = theme.unit(surface.get_size())
        lines = self.lines()
        if not lines:
            text = (
                t("app.review.found", n=len(self.marks))
                if self.marks
                else (t("app.review.none", who=self.who) if self.who else t("app.review.none_mine"))
            )
            blit_fit(
                surface, text, u * 2.4, rect.w - int(u * 4), theme.TEXT_DIM, midleft=(rect.x + int(u * 2), rect.centery)
            )
            return
        first, _ = lines[0]
        blit_fit(
            surface,
            first,
            u * 2.6,
            rect.w - int(u * 4),
            theme.HILITE_SOFT,
            topleft=(rect.x + int(u * 2), rect.y + int(u * 0.6)),
            bold=True,
        )
        half = (rect.w - int(u * 6)) // 2
        for index, (text, colour) in enumerate(lines[1:]):
            x = rect.x + int(u * 2) + index * (half + int(u * 2))
            y = rect.y + int(u * 4.4)
            swatch = pygame.Rect(x, y - int(u * 0.9), int(u * 1.8), int(u * 1.8))
            pygame.draw.rect(surface, colour, swatch, border_radius=swatch.h // 3)
            blit_fit(
                surface, text, u * 2.4, half - swatch.w - int(u * 1), theme.TEXT, midleft=(swatch.right + int(u), y)
            )
