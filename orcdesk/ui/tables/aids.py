"""The player's helpers at a table: the hint on show, the keyboard focus and the Undo and Hint buttons.

They belong to the table (one per table, made with it); the app services (``orcdesk.ui.services``) start the
hint's search, undo moves and save, reading and writing this state. A hint lights the whole click path of its
move at once and says the move in words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from orcdesk.app import saves as saves_mod
from orcdesk.core.i18n import t
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.view import HitRegion, TableView


def hint_sentence(advice, words: Callable[[Any], str]) -> str:
    """The hint in one sentence: the move (``words(action)``) and why, from the estimates of
    ``orcdesk.ai.explain.Advice`` (win chances shown in whole per cent)."""

    def percent(value: float | None) -> int:
        return round(100 * (value or 0.0))

    def said(action) -> str:  # a log line ("You play …."): its own full stop would end the sentence early
        return words(action).rstrip(". ")

    other = said(advice.other) if advice.other is not None else ""
    fields = {"value": percent(advice.value), "other": other, "other_value": percent(advice.other_value)}
    if advice.only:
        return t("common.table.hint_only", action=said(advice.action))
    if advice.wait and advice.close:
        return t("common.table.hint_wait_close", **fields)
    if advice.wait:
        return t("common.table.hint_wait_best", **fields)
    action = said(advice.action)
    if advice.other_value is None:
        return t("common.table.hint_is", action=action)
    if advice.other is None:  # the other choice was waiting (a real-time window)
        return t("common.table.hint_play_now", action=action, **fields)
    if advice.close:
        return t("common.table.hint_close", action=action, **fields)
    return t("common.table.hint_better", action=action, **fields)


class TableAids:
    def __init__(self, table: TableView) -> None:
        self.table = table
        self.focus: int | None = None  # index into the legal hit regions (keyboard play)
        self.hint_action = None  # the move a hint suggests, lit until it is played
        self.hint_thinker = None  # the search working out a hint
        self.hint_seat: int | None = None  # whom the hint is for
        self.undo_button = Button(t("common.table.undo"), self._undo, key="undo")
        self.hint_button = Button(t("common.table.hint"), self._hint, key="hint")
        self.recorded = False  # the finished game went into the statistics and records
        self.started = saves_mod.now_stamp()  # when the game began, kept in its save
        self.save_failure = None  # a Notice while the last autosave failed (shown at the table)

    @property
    def buttons(self) -> list[Button]:
        return [self.undo_button, self.hint_button]

    def _undo(self) -> None:
        if self.table.services:
            self.table.services.undo(self.table)

    def _hint(self) -> None:
        if self.table.services:
            self.table.services.hint(self.table)

    def on_language(self) -> None:
        self.undo_button.label = t("common.table.undo")
        self.hint_button.label = t("common.table.hint")

    # ------------------------------------------------------------------ the hint
    def drop_hint(self) -> None:
        self.hint_action = None
        if self.hint_thinker is not None:
            self.hint_thinker.close()
            self.hint_thinker = None

    def hint_regions(self) -> list[HitRegion]:
        """Every drawn target on the hinted move's path (a card, then the tribe and pile it goes to; all of
        Orlog's dice to keep), lit at once until the move is played."""
        if self.hint_action is None:
            return []
        return self.table.regions_of(self.hint_action)

    def action_played(self, seat: int) -> None:
        """A move was played: a human's move ends the focus and the hint; another seat's move (the deal of a
        real-time window, an AI answering) keeps a hint that still holds, so a hint asked for during a deal
        is not lost at the next card dealt."""
        live = self.table.match.state
        if self.table.is_human(seat) if 0 <= seat < len(self.table.seats) else False:
            self.focus = None
        if self.hint_action is None and self.hint_thinker is None:
            return
        who = self.hint_seat
        if (
            seat == who
            or live.is_terminal()
            or who not in live.to_act()
            or (self.hint_action is not None and self.hint_action not in live.legal_actions(who))
        ):
            self.drop_hint()

    def reset(self) -> None:
        """The game was put back (undo, Continue): an old hint or focus means nothing now."""
        self.focus = None
        self.drop_hint()

    # ------------------------------------------------------------------ keyboard focus
    def legal_regions(self) -> list[HitRegion]:
        if not self.table.can_act():
            return []
        return [r for r in self.table.hit_regions() if r.legal]

    def focused_region(self) -> HitRegion | None:
        if self.focus is None:
            return None
        regions = self.legal_regions()
        if not regions:
            return None
        return regions[min(self.focus, len(regions) - 1)]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.can_act():
            for region in self.hint_regions():
                table.draw_target_glow(surface, region.rect, theme.GOOD)
        focused = self.focused_region()
        if focused is not None:
            u = theme.unit(surface.get_size())
            rect = focused.rect.inflate(int(u * 1.6), int(u * 1.6))
            pygame.draw.rect(surface, theme.HILITE_SOFT, rect, max(2, int(u * 0.5)), border_radius=int(u))
            tip = (rect.centerx, rect.top - int(u * 0.6))
            pygame.draw.polygon(
                surface,
                theme.HILITE_SOFT,
                [tip, (tip[0] - int(u), tip[1] - int(u * 1.6)), (tip[0] + int(u), tip[1] - int(u * 1.6))],
            )
