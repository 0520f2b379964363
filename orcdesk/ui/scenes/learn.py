"""Learn to play: every game's guided first game, section by section, each ticked once finished, resumed where
it was left, or replayed. Opened from the main menu, and from a game's setup (``game_id=``: that game chosen)."""

from __future__ import annotations

import pygame

from orcdesk.app import tutorial_progress as progress_mod
from orcdesk.app.tutorials import has_tutorial, load_tutorial
from orcdesk.core.data import DataError
from orcdesk.core.i18n import t
from orcdesk.games import GAMES
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_fit, draw_text_box
from orcdesk.ui.kit.widgets import Button, draw_dialog
from orcdesk.ui.scene import Scene


class LearnScene(Scene):
    overlay = True

    def __init__(self, app, game_id: str | None = None, folder=None) -> None:
        super().__init__(app)
        self.folder = folder
        self.games = [info.id for info in GAMES.values() if info.available()]
        with_tutorial = [g for g in self.games if has_tutorial(g)]
        self.game_id = game_id if game_id in self.games else (with_tutorial[0] if with_tutorial else None)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.back = Button(t("tutorial.menu.back"), self.app.stack.pop, style="primary", key="back")
        self.game_buttons = [
            Button(t(f"app.game.{g}"), (lambda g=g: self.choose(g)), key=f"game:{g}") for g in self.games
        ]
        self.section_buttons: list[Button] = []
        self.rows: list[tuple[str, str, bool]] = []  # (title, status, finished)
        self.error = ""
        self.reload()

    # ------------------------------------------------------------------ the list
    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.reload()
        self.on_resize(self.app.size)

    def reload(self) -> None:
        """Read the progress file again (after a section was played) and build the chosen game's rows."""
        progress, notices = progress_mod.load_progress(self.folder)
        for notice in notices:
            self.app.toast(notice.text(), 8.0)
        for button, game in zip(self.game_buttons, self.games):
            button.selected = game == self.game_id
            button.enabled = has_tutorial(game)
            button.tooltip = "" if button.enabled else t("tutorial.menu.none")
        self.rows, self.section_buttons, self.error = [], [], ""
        if self.game_id is None or not has_tutorial(self.game_id):
            self.error = t("tutorial.menu.none")
            return
        try:
            tutorial = load_tutorial(self.game_id)
        except DataError as exc:
            self.error = t("tutorial.notice.bad_file", path=exc.file, reason=str(exc))
            return
        for index, section in enumerate(tutorial.sections):
            status = progress.status(self.game_id, section.key)
            if status == progress_mod.FINISHED:
                words, label = t("tutorial.menu.finished"), t("tutorial.menu.replay")
            elif isinstance(status, int):
                words = t("tutorial.menu.at_step", k=status + 1, n=len(section.steps))
                label = t("tutorial.menu.resume")
            else:
                words, label = t("tutorial.menu.not_started"), t("tutorial.menu.play")
            self.rows.append((t(tutorial.title_key(section)), words, status == progress_mod.FINISHED))
            self.section_buttons.append(
                Button(label, (lambda i=index: self.open_section(i)), style="primary", key=f"section:{index}")
            )

    def open_section(self, index: int) -> None:
        """Resume a section where it was left; a finished one is replayed from its start."""
        progress, _ = progress_mod.load_progress(self.folder)
        tutorial = load_tutorial(self.game_id)
        step = progress.resume_step(self.game_id, tutorial.sections[index].key)
        self.app.open_scene("tutorial", self.game_id, section=index, step=step, folder=self.folder)

    def on_resume(self) -> None:
        self.reload()
        self.on_resize(self.app.size)

    # ------------------------------------------------------------------ layout
    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.9), int(u * 150)), int(h * 0.9)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.back.rect = pygame.Rect(0, 0, int(u * 24), int(u * 6.5))
        self.back.rect.midbottom = (p.centerx, p.bottom - int(u * 3))
        top = p.y + int(u * 13)
        column_w = int(pw * 0.28)
        room = self.back.rect.top - int(u * 3) - top
        bh = int(min(u * 6.5, room / max(1, len(self.game_buttons)) - u))
        for i, button in enumerate(self.game_buttons):
            button.rect = pygame.Rect(p.x + int(u * 4), top + i * (bh + int(u)), column_w, bh)
        self.list_rect = pygame.Rect(
            p.x + int(u * 8) + column_w, top, p.right - int(u * 4) - (p.x + int(u * 8) + column_w), room
        )
        row_h = self._row_height(u)
        for i, button in enumerate(self.section_buttons):
            button.rect = pygame.Rect(0, 0, int(u * 18), int(row_h * 0.7))
            button.rect.midright = (self.list_rect.right, self._row_top(u, i) + row_h // 2)

    def _row_height(self, u: float) -> int:
        room = self.list_rect.h - int(u * 9)
        return int(min(u * 9, room / max(1, len(self.section_buttons))))

    def _row_top(self, u: float, index: int) -> int:
        return self.list_rect.y + int(u * 9) + index * self._row_height(u)

    # ------------------------------------------------------------------ input and drawing
    @property
    def buttons(self) -> list[Button]:
        return [self.back, *self.game_buttons, *self.section_buttons]

    def handle_event(self, event) -> None:
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        for button in self.buttons:
            button.update(dt)

    def draw(self, surface) -> None:
        u = draw_dialog(surface, self.panel_rect, t("tutorial.menu.title"), over_menu=len(self.app.stack) <= 2)
        area = self.list_rect
        blurb = pygame.Rect(area.x, area.y, area.w, int(u * 7.5))
        draw_text_box(surface, t("tutorial.menu.blurb"), blurb, u * 2.4, theme.TEXT_DIM, max_lines=3)
        if self.error:
            draw_text_box(
                surface, self.error, pygame.Rect(area.x, area.y + int(u * 9), area.w, int(u * 10)), u * 2.6, theme.TEXT
            )
        row_h = self._row_height(u)
        for index, ((title, status, finished), button) in enumerate(zip(self.rows, self.section_buttons)):
            top = self._row_top(u, index)
            mid = top + row_h // 2
            box = pygame.Rect(area.x, 0, int(u * 3.4), int(u * 3.4))
            box.centery = mid
            pygame.draw.rect(surface, theme.BRASS_DARK, box, max(2, int(u * 0.35)), border_radius=int(u * 0.6))
            if finished:  # the tick of a finished section
                points = [
                    (box.x + box.w * 0.2, box.y + box.h * 0.55),
                    (box.x + box.w * 0.42, box.y + box.h * 0.78),
                    (box.x + box.w * 0.82, box.y + box.h * 0.25),
                ]
                pygame.draw.lines(surface, theme.GOOD, False, points, max(3, int(u * 0.6)))
            text_x = box.right + int(u * 2)
            text_w = button.rect.x - int(u * 2) - text_x
            blit_fit(surface, f"{index + 1}. {title}", u * 2.8, text_w, theme.TEXT, bottomleft=(text_x, mid), bold=True)
            colour = theme.GOOD if finished else theme.TEXT_DIM
            blit_fit(surface, status, u * 2.2, text_w, colour, topleft=(text_x, mid + int(u * 0.3)))
        for button in self.buttons:
            button.draw(surface)
