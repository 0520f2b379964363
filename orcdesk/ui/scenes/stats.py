"""Statistics: for each game and opponent level, games played, won, lost, drawn, win rate and best streak."""

from __future__ import annotations

import pygame

from orcdesk.app.records import last_finished
from orcdesk.app.stats import LEVEL_ORDER, load_stats, opponent_records
from orcdesk.core.i18n import t
from orcdesk.games import GAMES, get_game
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.kit.widgets import Button, draw_dialog, row_widths
from orcdesk.ui.scene import Scene
from orcdesk.ui.tables import option_key

COLUMNS = ("level", "played", "won", "lost", "drawn", "rate", "best_streak")


class StatsScene(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        table, notices = load_stats()
        for notice in notices:
            app.toast(notice.text(), 8.0)
        self.rows: list[tuple[str, str, object]] = []  # (statistics key, row label, record)
        named = opponent_records(table)
        for game_id in GAMES:
            # a game counted apart per scenario has keys "<id>/<value>" (GameInfo.stats_key)
            keys = [game_id] + sorted(k for k in table if k.startswith(game_id + "/"))
            for key in keys:
                levels = table.get(key, {})
                for level in sorted(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else 99):
                    label = t(f"app.seat_kind.{level}") if level in LEVEL_ORDER else level
                    self.rows.append((key, label, levels[level]))
            for opponent_id, record in sorted(named.get(game_id, {}).items()):  # each named opponent
                self.rows.append((game_id, opponent_label(game_id, opponent_id), record))
        self.saga_line = saga_line()
        self.back = Button(t("common.stats.back"), self.app.stack.pop, style="primary", key="back")
        self.replays = Button(t("app.records.button"), lambda: self.app.open_scene("records"), key="records")
        self.last_game = last_finished(GAMES)
        self.review = Button(t("app.review.last"), self.review_last, key="review")
        self.review.enabled = self.last_game is not None
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def review_last(self) -> None:
        """Review the last finished game (read off the window's thread, then reviewed, then its replay)."""
        if self.last_game is not None:
            self.app.open_scene("opening", self.last_game, finished=True, then="review")

    def buttons(self) -> list[Button]:
        return [self.back, self.replays, self.review]

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.86), int(u * 150)), int(h * 0.9)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        # Review my last game, Back, Replays in one row, each as wide as its label needs (never over another)
        row = [self.review, self.back, self.replays]
        bh, gap = int(u * 6.5), int(u * 2)
        widths = row_widths([b.label for b in row], bh, pw - int(u * 10), gap, int(u * 26))
        x = self.panel_rect.centerx - (sum(widths) + gap * (len(row) - 1)) // 2
        for button, width in zip(row, widths):
            button.rect = pygame.Rect(x, self.panel_rect.bottom - int(u * 3.5) - bh, width, bh)
            x += width + gap

    def handle_event(self, event) -> None:
        if any(button.handle_event(event) for button in self.buttons()):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        for button in self.buttons():
            button.update(dt)

    def draw(self, surface) -> None:
        p = self.panel_rect
        u = draw_dialog(surface, p, t("common.stats.title"), over_menu=len(self.app.stack) <= 2)
        if self.saga_line:
            blit_fit(
                surface,
                self.saga_line,
                int(u * 2.6),
                p.w - int(u * 10),
                theme.HILITE_SOFT,
                midleft=(p.x + int(u * 5), self.back.rect.top - int(u * 3)),
                bold=True,
            )
        if not self.rows:
            blit_text(surface, t("common.stats.empty"), int(u * 3), theme.TEXT_DIM, center=p.center, italic=True)
            for button in self.buttons():
                button.draw(surface)
            return
        x0, x1 = p.x + int(u * 5), p.right - int(u * 5)
        first = int((x1 - x0) * 0.34)
        col_w = ((x1 - x0) - first) / (len(COLUMNS) - 1)
        xs = [x0] + [int(x0 + first + i * col_w) for i in range(len(COLUMNS) - 1)]
        y = p.y + int(u * 13)
        size = int(u * 2.9)
        for i, name in enumerate(COLUMNS):
            label = t(f"common.stats.col.{name}")
            blit_fit(surface, label, size, int(col_w if i else first) - 4, theme.BRASS, topleft=(xs[i], y), bold=True)
        y += int(size * 1.6)
        pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y - int(u * 0.6)), (x1, y - int(u * 0.6)), 2)
        row_h = int(size * 1.55)
        last_game = None
        for game_id, level, rec in self.rows:
            if y + row_h > self.back.rect.top - int(u * (6 if self.saga_line else 2)):
                break
            if game_id != last_game:
                blit_text(
                    surface, stats_heading(game_id), int(size * 1.1), theme.HILITE_SOFT, topleft=(x0, y), bold=True
                )
                y += row_h
                last_game = game_id
            values = [
                level,
                str(rec.played),
                str(rec.won),
                str(rec.lost),
                str(rec.drawn),
                f"{rec.win_rate * 100:.0f} %",
                str(rec.best_streak),
            ]
            for i, value in enumerate(values):
                blit_text(surface, value, size, theme.TEXT, topleft=(xs[i] + (int(u * 2) if i == 0 else 0), y))
            y += row_h
        for button in self.buttons():
            button.draw(surface)


def stats_heading(key: str) -> str:
    """The heading of a statistics key: the game's name, and the counted option's value ("HeroCard Orc Wars ·
    The Relics") for a game counted apart per scenario."""
    game_id, _, value = key.partition("/")
    name = t(f"app.game.{game_id}")
    if not value:
        return name
    option = next(
        (n for n, entry in get_game(game_id).option_specs().items() if isinstance(entry, dict) and entry.get("stats")),
        None,
    )
    return f"{name} · {t(option_key(game_id, option, value))}" if option else f"{name} · {value}"


def opponent_label(game_id: str, opponent_id: str) -> str:
    """A named opponent's row: "Sigrid (hard)"; an opponent the data no longer has keeps its id."""
    from orcdesk.ai.opponents import find_character

    character = find_character(game_id, opponent_id)
    if character is None:
        return opponent_id
    return t("app.table.ai_name", name=character.name, level=t(f"app.level.{character.level}"))


def saga_line() -> str:
    """The Orlog saga in one line: how far the player is, or the date it was beaten (empty before a start)."""
    from orcdesk.ai.opponents import saga
    from orcdesk.app.saga import load_progress

    progress, _ = load_progress()
    data = saga()
    if progress.completed_on:
        return t("saga.stats_done", date=progress.completed_on)
    beaten = sum(1 for c in data.opponents if progress.is_beaten(c.id))
    return t("saga.stats_progress", n=beaten, total=len(data.opponents)) if beaten else ""


def make_scene(app, **_context) -> StatsScene:
    return StatsScene(app)
