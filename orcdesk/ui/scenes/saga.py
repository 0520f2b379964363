"""The Orlog saga screen (menu > Orlog saga): twelve opponents met in order, and the closing screen.

The opponents stand on a path, four to a row; a beaten one wears a brass ring, the next one glows, those
further on are hidden until the one before falls. The panel on the right tells about the chosen opponent:
their level and dice style, their own three gods, the favor they give, and the line they greet you with.
Challenge starts a normal Orlog game (orcdesk.app.saga.saga_game), on top of this screen.
"""

from __future__ import annotations

import pygame

from orcdesk.ai.opponents import saga
from orcdesk.app import saga as saga_mod
from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, textures, theme
from orcdesk.ui.kit.portrait import portrait
from orcdesk.ui.kit.text import blit_text, fit_size, wrap_lines
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import STILL, Scene

COLUMNS = 4


def god_label(god: str) -> str:
    return t(f"orlog.god.{god}.short")


def opponent_words(character) -> str:
    """ "Hard · careful" for the panel and the setup screen."""
    return t(
        "opponents.level_style",
        level=t(f"app.seat_kind.{character.level}"),
        style=t(f"opponents.style.{character.style}"),
    )


def draw_check(surface, centre, radius: float) -> None:
    """A green badge with a tick: beaten."""
    x, y = centre
    r = int(radius)
    pygame.draw.circle(surface, theme.GOOD, centre, r)
    pygame.draw.circle(surface, theme.WOOD_DARK, centre, r, max(1, r // 6))
    pygame.draw.lines(
        surface,
        theme.WOOD_DARK,
        False,
        [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.4)],
        max(2, r // 3),
    )


class SagaScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = saga()
        self.progress, notices = saga_mod.load_progress()
        for notice in notices:
            app.toast(notice.text(), 8.0)
        current = self.progress.current(self.data)
        self.selected = current if current is not None else len(self.data.opponents) - 1
        self.cells: list[pygame.Rect] = []
        self.detail_rect = pygame.Rect(0, 0, 0, 0)
        self.challenge_button = Button(t("saga.challenge"), self.challenge, style="primary", key="challenge")
        self.back_button = Button(t("app.setup.back"), self.app.stack.pop, style="quiet", key="back")
        self.reset_button = Button(t("saga.reset"), self.ask_reset, key="reset")
        self.closing_button = Button(t("saga.closing_button"), self.show_closing, key="closing")
        self._sync()

    @property
    def buttons(self) -> list[Button]:
        return [self.challenge_button, self.back_button, self.reset_button, self.closing_button]

    def _sync(self) -> None:
        self.challenge_button.enabled = self.progress.is_open(self.selected, self.data)
        self.closing_button.visible = self.progress.complete(self.data)
        self.reset_button.enabled = bool(self.progress.beaten)

    # ------------------------------------------------------------------ actions
    def select(self, index: int) -> None:
        self.selected = max(0, min(len(self.data.opponents) - 1, index))
        self._sync()

    def challenge(self) -> None:
        if not self.progress.is_open(self.selected, self.data):
            return
        from orcdesk.app.saves import save_path

        if getattr(self.app, "services", None) and save_path("orlog").exists():
            question = t("app.confirm.replace_question", game=t("app.game.orlog"))
            self.app.open_scene("confirm", question, t("app.confirm.replace"), self._start)
            return
        self._start()

    def _start(self):
        opponent = self.data.opponents[self.selected]
        seats, options = saga_mod.saga_game(self.selected, self.progress, self.data)
        table = self.app.start_game("orlog", seats, None, options=options)
        self.app.toast(t("saga.says", name=opponent.name, line=t(f"saga.line.{opponent.id}.start")), 6.0)
        return table

    def ask_reset(self) -> None:
        self.app.open_scene("confirm", t("saga.reset_question"), t("saga.reset"), self.reset)

    def reset(self) -> None:
        try:
            self.progress = saga_mod.reset_progress()
        except OSError:
            self.app.toast(t("saga.notice.cannot_write"), 4.0)
            return
        self.select(0)

    def show_closing(self) -> None:
        self.app.stack.push(ClosingScene(self.app))

    def on_resume(self) -> None:
        """Back from a game or a question: read the progress again (a win may have been saved meanwhile)."""
        self.progress, _ = saga_mod.load_progress()
        current = self.progress.current(self.data)
        if current is not None and self.progress.beaten:
            self.selected = current
        self._sync()

    # ------------------------------------------------------------------ scene
    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        rows = -(-len(self.data.opponents) // COLUMNS)
        area = pygame.Rect(int(u * 3), int(u * 15), int(w * 0.58) - int(u * 3), h - int(u * 27))
        cw, ch = area.w // COLUMNS, area.h // rows
        self.cells = []
        for i in range(len(self.data.opponents)):
            row, col = divmod(i, COLUMNS)
            if row % 2:  # the path winds back and forth
                col = COLUMNS - 1 - col
            self.cells.append(pygame.Rect(area.x + col * cw, area.y + row * ch, cw, ch))
        self.detail_rect = pygame.Rect(int(w * 0.6), int(u * 15), int(w * 0.4) - int(u * 3), h - int(u * 27))
        d = self.detail_rect
        self.challenge_button.rect = pygame.Rect(0, 0, int(d.w * 0.7), int(u * 7))
        self.challenge_button.rect.midbottom = (d.centerx, d.bottom - int(u * 2))
        bh = int(u * 6.5)
        y = h - bh - int(u * 2.5)
        self.back_button.rect = pygame.Rect(int(u * 3), y, int(u * 20), bh)
        self.reset_button.rect = pygame.Rect(self.back_button.rect.right + int(u * 2), y, int(u * 26), bh)
        self.closing_button.rect = pygame.Rect(0, y, int(u * 30), bh)
        self.closing_button.rect.right = w - int(u * 3)

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, cell in enumerate(self.cells):
                if cell.collidepoint(event.pos):
                    self.select(i)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.select(self.selected + 1)
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.select(self.selected - 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.challenge()

    def frame_rate(self) -> float:
        return STILL

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.blit(textures.menu_background((w, h)), (0, 0))
        draw.dim(surface, 90)
        blit_text(
            surface,
            t("saga.title"),
            int(u * 6.5),
            theme.BRASS,
            midtop=(w // 2, int(u * 2.5)),
            bold=True,
            outline=theme.WOOD_DARK,
            shadow=True,
        )
        done = sum(1 for c in self.data.opponents if self.progress.is_beaten(c.id))
        blit_text(
            surface,
            t("saga.progress", n=done, total=len(self.data.opponents)),
            int(u * 2.8),
            theme.TEXT,
            midtop=(w // 2, int(u * 10)),
            italic=True,
            shadow=True,
        )
        self._draw_path(surface, u)
        for i, cell in enumerate(self.cells):
            self._draw_cell(surface, i, cell, u)
        self._draw_detail(surface, u)
        favors = ", ".join(god_label(g) for g in self.progress.unlocked_favors(self.data))
        text = t("saga.your_favors", favors=favors)
        left = self.reset_button.rect.right + int(u * 2)
        right = (self.closing_button.rect.left if self.closing_button.visible else w) - int(u * 2)
        lines = wrap_lines(text, int(u * 2.3), right - left)
        y = self.back_button.rect.centery - len(lines) * int(u * 1.4)
        for line in lines[:2]:
            blit_text(surface, line, int(u * 2.3), theme.TEXT_DIM, topleft=(left, y))
            y += int(u * 2.8)
        for b in self.buttons:
            b.draw(surface)

    def _draw_path(self, surface, u) -> None:
        points = [c.center for c in self.cells]
        for i in range(len(points) - 1):
            beaten = self.progress.is_beaten(self.data.opponents[i].id)
            colour = theme.BRASS if beaten else theme.PANEL_EDGE
            a, b = points[i], points[i + 1]
            steps = max(1, int(max(abs(b[0] - a[0]), abs(b[1] - a[1])) / (u * 2)))
            for k in range(1, steps):  # a dotted trail
                f = k / steps
                pygame.draw.circle(
                    surface,
                    colour,
                    (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f)),
                    max(2, int(u * 0.35)),
                )

    def _draw_cell(self, surface, i: int, cell: pygame.Rect, u: float) -> None:
        opponent = self.data.opponents[i]
        size = int(min(cell.w * 0.62, cell.h * 0.62))
        centre = (cell.centerx, cell.y + int(cell.h * 0.42))
        beaten = self.progress.is_beaten(opponent.id)
        open_ = self.progress.is_open(i, self.data)
        ring = pygame.Rect(0, 0, size + int(u * 1.4), size + int(u * 1.4))
        ring.center = centre
        if i == self.selected:
            draw.draw_glow(surface, ring, theme.HILITE, spread=int(u * 1.8), alpha=200, radius=ring.w // 2)
        picture = portrait(opponent, size)
        if not open_:
            picture = picture.copy()
            picture.fill((70, 70, 70, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(picture, picture.get_rect(center=centre))
        if beaten:
            draw_check(surface, (centre[0] + size // 2 - int(u), centre[1] - size // 2 + int(u)), u * 1.6)
        elif not open_:
            blit_text(surface, "?", int(size * 0.5), theme.TEXT_DIM, center=centre, bold=True, shadow=True)
        name = opponent.name if open_ else t("saga.unknown")
        label = f"{i + 1}. {name}" if open_ else name
        size_text = fit_size(label, int(u * 2.3), cell.w - int(u * 2.5), bold=True)
        blit_text(
            surface,
            label,
            size_text,
            theme.HILITE_SOFT if i == self.selected else theme.TEXT,
            midtop=(centre[0], centre[1] + size // 2 + int(u * 0.6)),
            bold=True,
            shadow=True,
        )

    def _draw_detail(self, surface, u: float) -> None:
        d = self.detail_rect
        draw.panel(surface, d, fill=(44, 30, 22), alpha=235, radius=int(u * 2))
        opponent = self.data.opponents[self.selected]
        x, y = d.x + int(u * 3), d.y + int(u * 2.5)
        room = d.w - int(u * 6)
        if not self.progress.is_open(self.selected, self.data):
            before = self.data.opponents[self.selected - 1]
            blit_text(surface, t("saga.unknown"), int(u * 4), theme.TEXT_DIM, topleft=(x, y), bold=True)
            y += int(u * 7)
            for line in wrap_lines(t("saga.locked", name=before.name), int(u * 2.5), room):
                blit_text(surface, line, int(u * 2.5), theme.TEXT, topleft=(x, y), italic=True)
                y += int(u * 3.2)
            self.challenge_button.draw(surface)
            return
        size = int(min(d.w * 0.3, u * 16))
        surface.blit(portrait(opponent, size), (x, y))
        tx = x + size + int(u * 2)
        blit_text(
            surface,
            opponent.name,
            fit_size(opponent.name, int(u * 3.6), d.right - tx - int(u * 2), True),
            theme.BRASS,
            topleft=(tx, y + int(u)),
            bold=True,
            shadow=True,
        )
        blit_text(surface, opponent_words(opponent), int(u * 2.4), theme.TEXT, topleft=(tx, y + int(u * 6)))
        beaten = self.progress.is_beaten(opponent.id)
        status = t("saga.status_beaten") if beaten else t("saga.status_next")
        blit_text(
            surface,
            status,
            int(u * 2.2),
            theme.GOOD if beaten else theme.HILITE_SOFT,
            topleft=(tx, y + int(u * 9.5)),
            italic=True,
        )
        y += size + int(u * 2)
        quote = t("saga.quote", line=t(f"saga.line.{opponent.id}.start"))
        for line in wrap_lines(quote, int(u * 2.5), room)[:3]:
            blit_text(surface, line, int(u * 2.5), theme.HILITE_SOFT, topleft=(x, y), italic=True)
            y += int(u * 3.1)
        y += int(u)
        gods = ", ".join(god_label(g) for g in opponent.gods)
        for text in (t("saga.their_gods", gods=gods), t("saga.gives", favor=god_label(opponent.favor))):
            for line in wrap_lines(text, int(u * 2.4), room)[:2]:
                if y + int(u * 3) > self.challenge_button.rect.top:
                    break
                blit_text(surface, line, int(u * 2.4), theme.TEXT, topleft=(x, y))
                y += int(u * 3)
        self.challenge_button.draw(surface)


class ClosingScene(Scene):
    """The end of the saga: every opponent beaten, the favors won, the date."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = saga()
        self.progress, _ = saga_mod.load_progress()
        self.back_button = Button(t("saga.closing_back"), self.app.stack.pop, style="primary", key="back")

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        self.back_button.rect = pygame.Rect(0, 0, int(u * 30), int(u * 7))
        self.back_button.rect.midbottom = (w // 2, h - int(u * 3))

    def handle_event(self, event) -> None:
        if self.back_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.stack.pop()

    def frame_rate(self) -> float:
        return STILL

    def update(self, dt: float) -> None:
        self.back_button.update(dt)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.blit(textures.menu_background((w, h)), (0, 0))
        draw.dim(surface, 110)
        text_lines = wrap_lines(t("saga.closing_text"), int(u * 2.8), int(w * 0.7))
        n = len(self.data.opponents)
        size = int(min(w * 0.8 / n, u * 12))
        block = u * 11 + len(text_lines) * u * 3.6 + size + u * 22  # title, text, faces, the last words, favors
        top = max(int(u * 3), int((self.back_button.rect.top - block) / 2))
        blit_text(
            surface,
            t("saga.closing_title"),
            int(u * 7),
            theme.BRASS,
            midtop=(w // 2, top),
            bold=True,
            outline=theme.WOOD_DARK,
            shadow=True,
        )
        y = top + int(u * 11)
        for line in text_lines:
            blit_text(surface, line, int(u * 2.8), theme.TEXT, midtop=(w // 2, y), italic=True, shadow=True)
            y += int(u * 3.6)
        x = w // 2 - (n * size) // 2
        y += int(u * 3)
        for i, opponent in enumerate(self.data.opponents):
            surface.blit(portrait(opponent, size - int(u * 0.6)), (x + i * size, y + (int(u * 2) if i % 2 else 0)))
        y += size + int(u * 5)
        last = self.data.opponents[-1]
        words = t("saga.says", name=last.name, line=t(f"saga.line.{last.id}.end"))
        for line in wrap_lines(words, int(u * 2.6), int(w * 0.8)):
            blit_text(surface, line, int(u * 2.6), theme.TEXT, midtop=(w // 2, y), italic=True, shadow=True)
            y += int(u * 3.3)
        y += int(u * 2)
        favors = ", ".join(god_label(g) for g in self.progress.unlocked_favors(self.data))
        for line in wrap_lines(t("saga.your_favors", favors=favors), int(u * 2.5), int(w * 0.8)):
            blit_text(surface, line, int(u * 2.5), theme.HILITE_SOFT, midtop=(w // 2, y), shadow=True)
            y += int(u * 3.2)
        if self.progress.completed_on:
            blit_text(
                surface,
                t("saga.completed_on", date=self.progress.completed_on),
                int(u * 2.5),
                theme.TEXT_DIM,
                midtop=(w // 2, y + int(u)),
                italic=True,
            )
        self.back_button.draw(surface)


def make_scene(app, **_context) -> SagaScene:
    return SagaScene(app)
