"""Replays: the last finished games of every game and the exported records, each with a Watch button.

Each row says which game, who played, who won with what scores, how long and when: from the record file's
header only (its first lines, read off the window's thread as the list opens; a record written before the
header said who won shows what it has).

Opened from the menu and from the Statistics screen. A record is read in the background (scenes/opening.py);
a file that cannot be watched (not a record, an unknown game, a newer format, too large, moves that no longer
replay) says why in a notice and nothing else happens.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pygame

from orcdesk.app import records as records_mod
from orcdesk.core.i18n import t
from orcdesk.games import GAMES
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_fit
from orcdesk.ui.kit.widgets import Button, draw_dialog
from orcdesk.ui.scene import ANIMATING, STILL, Scene

ROWS_PER_PAGE = 7


def _entries() -> list[tuple[str, Path]]:
    """(heading, file) for every record to offer: finished games by game, newest first, then exported ones."""
    out = []
    for game_id, info in GAMES.items():
        if info.has_engine:
            out += [(t(f"app.game.{game_id}"), p) for p in records_mod.recent_records(game_id)]
    out += [(t("app.records.exported"), p) for p in records_mod.exported_records()]
    return out


def _describe(path: Path, header: dict | None = None) -> str:
    """When the record was written: from its header's ``saved``, else from its file name
    (``...YYYYmmdd-HHMMSS-...yaml``)."""
    saved = str((header or {}).get("saved") or "")
    found = re.match(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})", saved) or re.search(
        r"(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})", path.stem
    )
    return "{}-{}-{} {}:{}".format(*found.groups()) if found else path.stem


def _seat_names(header: dict) -> list[str]:
    """The players of a record as the table named them: "You" (or "Player 2" in hotseat) and the AI's name."""
    from orcdesk.ai.opponents import seat_character

    seats = header["seats"]
    humans = seats.count("human")
    names = []
    for s, kind in enumerate(seats):
        if kind == "human":
            names.append(t("app.table.you") if humans == 1 else t("app.table.player_name", n=s + 1))
            continue
        try:
            character = seat_character(header["game"], seats, s)
        except (KeyError, ValueError, IndexError):
            character = None
        names.append(character.name if character is not None else kind)
    return names


def summary_lines(path: Path, header: dict | None) -> tuple[str, str]:
    """A row's two lines: the game, the length and the date; then the players (with their scores) and who
    won. Only the date (from the file name) when the header cannot be read."""
    if header is None:
        return _describe(path), ""
    from orcdesk.games import GAMES

    game = t(f"app.game.{header['game']}") if header["game"] in GAMES else str(header["game"])
    first = [game]
    length = header.get("length")
    if isinstance(length, int) and not isinstance(length, bool) and length >= 0:
        first.append(t("app.records.length", n=length))
    first.append(_describe(path, header))
    names = _seat_names(header)
    scores = header.get("scores")
    if isinstance(scores, list) and len(scores) == len(names) and all(isinstance(x, (int, float)) for x in scores):
        players = " · ".join(t("app.records.score", who=name, n=f"{x:g}") for name, x in zip(names, scores))
    else:
        players = ", ".join(names)
    winners = header.get("winners")
    if isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < len(names) for w in winners):
        result = (
            t("app.records.won_by", who=", ".join(names[w] for w in winners)) if winners else t("app.records.shared")
        )
    elif header.get("finished") is False:
        result = t("app.records.unfinished")
    else:
        result = ""
    second = f"{players} — {result}" if result else players
    return " · ".join(first), second


class RecordsScene(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = _entries()
        self.headers: dict[Path, dict | None] = {}  # filled by the reading thread
        self.page = 0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.back = Button(t("app.records.back"), self.app.stack.pop, style="primary", key="back")
        self.more = Button("›", self.next_page, key="more")
        self.rows: list[tuple[str, Path, Button, Button]] = []  # (heading, file, Watch, Review)
        self._build_rows()
        self._reader = threading.Thread(target=self._read_headers, name="record-headers", daemon=True)
        self._reader.start()

    def _build_rows(self) -> None:
        start = self.page * ROWS_PER_PAGE
        shown = self.entries[start : start + ROWS_PER_PAGE]
        self.rows = [
            (
                heading,
                path,
                Button(t("app.records.watch"), (lambda p=path: self.watch(p)), key=f"watch:{path.name}"),
                Button(t("app.records.review"), (lambda p=path: self.review(p)), key=f"review:{path.name}"),
            )
            for heading, path in shown
        ]
        self.more.visible = len(self.entries) > ROWS_PER_PAGE
        self.on_resize(self.size)

    def _read_headers(self) -> None:
        """Off the window's thread: the header of every record listed, the shown page first."""
        start = self.page * ROWS_PER_PAGE
        order = self.entries[start:] + self.entries[:start]
        for _, path in order:
            self.headers[path] = records_mod.read_header(path)

    def frame_rate(self) -> float:
        return ANIMATING if self._reader.is_alive() else STILL

    def next_page(self) -> None:
        pages = max(1, -(-len(self.entries) // ROWS_PER_PAGE))
        self.page = (self.page + 1) % pages
        self._build_rows()

    def watch(self, path: Path) -> None:
        """Read the record off the window's thread (progress, Cancel), then watch it or say why not."""
        self.app.open_scene("opening", path, finished=True)

    def review(self, path: Path) -> None:
        """Read the record as for watching, then review the human's game (progress, Cancel) and show its marks."""
        self.app.open_scene("opening", path, finished=True, then="review")

    def buttons(self) -> list[Button]:
        return [self.back, self.more] + [b for _, _, watch, review in self.rows for b in (watch, review)]

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.8), int(u * 130)), int(h * 0.9)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.back.rect = pygame.Rect(0, 0, int(u * 26), int(u * 6.5))
        self.back.rect.midbottom = (p.centerx, p.bottom - int(u * 3.5))
        self.more.rect = pygame.Rect(0, 0, int(u * 7), int(u * 6.5))
        self.more.rect.bottomright = (p.right - int(u * 5), p.bottom - int(u * 3.5))
        y = p.y + int(u * 12.5)
        row_h = int(u * 8.2)
        for _, _, watch, review in self.rows:
            watch.rect = pygame.Rect(p.right - int(u * 22), y + int(u * 1.2), int(u * 17), int(u * 5))
            review.rect = watch.rect.move(-(watch.rect.w + int(u * 1.5)), 0)
            y += row_h

    def handle_event(self, event) -> None:
        for button in self.buttons():
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        for button in self.buttons():
            button.update(dt)

    def draw(self, surface) -> None:
        p = self.panel_rect
        u = draw_dialog(surface, p, t("app.records.title"), over_menu=len(self.app.stack) <= 2)
        if not self.entries:
            text = t("app.records.empty")
            blit_fit(surface, text, u * 2.8, p.w - u * 10, theme.TEXT_DIM, center=p.center, italic=True)
        size = int(u * 2.5)
        x = p.x + int(u * 5)
        room = self.rows[0][3].rect.x - x - int(u * 2) if self.rows else 0
        for heading, path, watch, review in self.rows:
            y = watch.rect.centery
            waiting = path not in self.headers
            first, second = summary_lines(path, None if waiting else self.headers[path])
            if heading != t("app.records.exported") and not waiting and self.headers[path] is not None:
                heading = ""  # the game's name leads the first line
            title = f"{heading} · {first}" if heading else first
            blit_fit(surface, title, size, room, theme.HILITE_SOFT, midleft=(x, y - int(u * 1.5)), bold=True)
            line = "…" if waiting else second
            blit_fit(surface, line, int(u * 2.2), room, theme.TEXT, midleft=(x, y + int(u * 1.6)))
            watch.draw(surface)
            review.draw(surface)
        self.back.draw(surface)
        self.more.draw(surface)


def make_scene(app, **_context) -> RecordsScene:
    return RecordsScene(app)
