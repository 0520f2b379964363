"""Replays: the last finished games of every game and the exported records, each with a Watch button.

Opened from the menu and from the Statistics screen. A record is read in the background (scenes/opening.py);
a file that cannot be watched (not a record, an unknown game, a newer format, too large, moves that no longer
replay) says why in a notice and nothing else happens.
"""
from __future__ import annotations

import re
from pathlib import Path

import pygame

from orcdesk.app import records as records_mod
from orcdesk.core.i18n import t
from orcdesk.games import GAMES
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.kit.widgets import Button, draw_dialog
from orcdesk.ui.scene import Scene

ROWS_PER_PAGE = 9


def _entries() -> list[tuple[str, Path]]:
    """(heading, file) for every record to offer: finished games by game, newest first, then exported ones."""
    out = []
    for game_id, info in GAMES.items():
        if info.has_engine:
            out += [(t(f"app.game.{game_id}"), p) for p in records_mod.recent_records(game_id)]
    out += [(t("app.records.exported"), p) for p in records_mod.exported_records()]
    return out


def _describe(path: Path) -> str:
    """When the record was written, from its file name (``...YYYYmmdd-HHMMSS-...yaml``)."""
    found = re.search(r"(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})", path.stem)
    return "{}-{}-{} {}:{}".format(*found.groups()) if found else path.stem


def export_with_notice(app, record, finished: bool) -> None:
    """Write ``record`` to the records folder and say where (or why not) in a notice."""
    try:
        path = records_mod.export_record(record, finished)
    except OSError as exc:
        app.toast(t("app.replay.export_failed", reason=str(exc)), 5.0)
        return
    app.toast(t("app.replay.exported", path=str(path)), 6.0)


class RecordsScene(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = _entries()
        self.page = 0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.back = Button(t("app.records.back"), self.app.stack.pop, style="primary", key="back")
        self.more = Button("›", self.next_page, key="more")
        self.rows: list[tuple[str, Path, Button]] = []
        self._build_rows()

    def _build_rows(self) -> None:
        start = self.page * ROWS_PER_PAGE
        shown = self.entries[start:start + ROWS_PER_PAGE]
        self.rows = [(heading, path, Button(t("app.records.watch"), (lambda p=path: self.watch(p)),
                                            key=f"watch:{path.name}")) for heading, path in shown]
        self.more.visible = len(self.entries) > ROWS_PER_PAGE
        self.on_resize(self.size)

    def next_page(self) -> None:
        pages = max(1, -(-len(self.entries) // ROWS_PER_PAGE))
        self.page = (self.page + 1) % pages
        self._build_rows()

    def watch(self, path: Path) -> None:
        """Read the record off the window's thread (progress, Cancel), then watch it or say why not."""
        from orcdesk.ui.scenes.opening import OpeningScene
        self.app.stack.push(OpeningScene(self.app, path, finished=True))

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.8), int(u * 130)), int(h * 0.9)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.back.rect = pygame.Rect(0, 0, int(u * 26), int(u * 6.5))
        self.back.rect.midbottom = (p.centerx, p.bottom - int(u * 3.5))
        self.more.rect = pygame.Rect(0, 0, int(u * 7), int(u * 6.5))
        self.more.rect.bottomright = (p.right - int(u * 5), p.bottom - int(u * 3.5))
        y = p.y + int(u * 13)
        row_h = int(u * 6.4)
        for _, _, button in self.rows:
            button.rect = pygame.Rect(p.right - int(u * 25), y, int(u * 20), int(u * 5))
            y += row_h

    def handle_event(self, event) -> None:
        for button in [self.back, self.more] + [b for _, _, b in self.rows]:
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        for button in [self.back, self.more] + [b for _, _, b in self.rows]:
            button.update(dt)

    def draw(self, surface) -> None:
        p = self.panel_rect
        u = draw_dialog(surface, p, t("app.records.title"), over_menu=len(self.app.stack) <= 2)
        if not self.entries:
            text = t("app.records.empty")
            blit_fit(surface, text, u * 2.8, p.w - u * 10, theme.TEXT_DIM, center=p.center,
                     italic=True)
        size = int(u * 2.8)
        for heading, path, button in self.rows:
            y = button.rect.centery
            blit_fit(surface, heading, size, p.w * 0.4, theme.HILITE_SOFT,
                     midleft=(p.x + int(u * 5), y), bold=True)
            blit_text(surface, _describe(path), size, theme.TEXT, midleft=(p.x + int(p.w * 0.45), y))
            button.draw(surface)
        self.back.draw(surface)
        self.more.draw(surface)


def make_scene(app, **_context) -> RecordsScene:
    return RecordsScene(app)
