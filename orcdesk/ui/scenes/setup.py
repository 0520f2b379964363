"""Game setup: number of players, who sits in each seat (human or an AI level), optional seed, start."""
from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games import get_game
from orcdesk.ui.kit import draw, textures, theme
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import Scene

SEAT_KINDS = ("human", "random", "greedy", "easy", "normal", "hard")
DEFAULT_AI = "normal"


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.info = get_game(game_id)
        self.game_id = game_id
        self.players = self.info.min_players
        self.seats = ["human"] + [app.settings.get("ai_level", DEFAULT_AI)] * (self.info.max_players - 1)
        self.seed_text = ""
        self.seed_focus = False
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.start_button = Button(t("app.setup.start"), self.start, style="primary", key="start")
        self.back_button = Button(t("app.setup.back"), self.app.stack.pop, style="quiet", key="back")
        self.count_buttons = [Button(str(n), (lambda n=n: self.set_players(n)), key=f"players:{n}")
                              for n in self.info.player_counts] if len(self.info.player_counts) > 1 else []
        self.seat_buttons: list[list[Button]] = [
            [Button(t(f"app.seat_kind.{k}"), (lambda s=s, k=k: self.set_seat(s, k)), key=f"seat:{s}:{k}")
             for k in SEAT_KINDS] for s in range(self.info.max_players)]
        self._sync()

    # ------------------------------------------------------------------ state
    def set_players(self, n: int) -> None:
        self.players = n
        self._sync()
        self.on_resize(self.size)

    def set_seat(self, seat: int, kind: str) -> None:
        self.seats[seat] = kind
        self._sync()

    def _sync(self) -> None:
        for b in self.count_buttons:
            b.selected = b.label == str(self.players)
        for s, row in enumerate(self.seat_buttons):
            for b, k in zip(row, SEAT_KINDS):
                b.selected = self.seats[s] == k
                b.visible = s < self.players

    def chosen_seats(self) -> list[str]:
        return self.seats[:self.players]

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text else None
        self.app.start_game(self.game_id, self.chosen_seats(), seed, replace=True)

    @property
    def all_buttons(self) -> list[Button]:
        return [self.start_button, self.back_button] + self.count_buttons + [b for row in self.seat_buttons for b in row]

    # ------------------------------------------------------------------ scene
    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.84), int(u * 150)), int(h * 0.80)
        self.panel_rect = pygame.Rect((w - pw) // 2, int(h * 0.10), pw, ph)
        p = self.panel_rect
        y = p.y + int(u * 13)
        bh = int(u * 5.5)
        if self.count_buttons:
            x = p.x + int(pw * 0.30)
            for b in self.count_buttons:
                b.rect = pygame.Rect(x, y, int(u * 7), bh)
                x += int(u * 8)
            y += bh + int(u * 3)
        self.rows_top = y
        row_gap = bh + int(u * 2.2)
        label_w = int(pw * 0.22)
        bw = (pw - label_w - int(u * 6) - (len(SEAT_KINDS) - 1) * int(u * 1)) // len(SEAT_KINDS)
        for s, row in enumerate(self.seat_buttons):
            x = p.x + int(u * 3) + label_w
            for b in row:
                b.rect = pygame.Rect(x, y + s * row_gap, bw, bh)
                x += bw + int(u * 1)
        y += self.info.max_players * row_gap + int(u * 1.5)
        self.seed_rect = pygame.Rect(p.x + int(pw * 0.30), y, int(u * 24), bh)
        self.start_button.rect = pygame.Rect(0, 0, int(u * 28), int(u * 7))
        self.start_button.rect.bottomright = (p.right - int(u * 3), p.bottom - int(u * 3))
        self.back_button.rect = pygame.Rect(0, 0, int(u * 20), int(u * 7))
        self.back_button.rect.bottomleft = (p.x + int(u * 3), p.bottom - int(u * 3))

    def handle_event(self, event) -> None:
        for b in self.all_buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.seed_focus = self.seed_rect.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif self.seed_focus and event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
        elif event.type == pygame.TEXTINPUT and self.seed_focus:
            digits = "".join(c for c in event.text if c.isdigit())
            self.seed_text = (self.seed_text + digits)[:12]

    def update(self, dt: float) -> None:
        for b in self.all_buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.blit(textures.menu_background((w, h)), (0, 0))
        p = self.panel_rect
        draw.panel(surface, p, fill=(44, 30, 22), alpha=240, radius=int(u * 2.5))
        title = t("app.setup.title", game=t(f"app.game.{self.game_id}"))
        blit_text(surface, title, int(u * 5.5), theme.BRASS, midtop=(p.centerx, p.y + int(u * 3)), bold=True,
                  outline=theme.WOOD_DARK, shadow=True)
        label_x = p.x + int(u * 4)
        size = int(u * 2.7)
        if self.count_buttons:
            blit_text(surface, t("app.setup.players"), size, theme.TEXT,
                      midleft=(label_x, self.count_buttons[0].rect.centery))
        for s, row in enumerate(self.seat_buttons):
            if s >= self.players:
                continue
            color = theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)]
            cy = row[0].rect.centery
            pygame.draw.circle(surface, color, (label_x + int(u), cy), int(u * 1.1))
            pygame.draw.circle(surface, theme.WOOD_DARK, (label_x + int(u), cy), int(u * 1.1), 2)
            label = t("app.setup.seat", n=s + 1)
            blit_text(surface, label, size, theme.TEXT, midleft=(label_x + int(u * 3), cy), bold=True)
        blit_text(surface, t("app.setup.seed"), size, theme.TEXT, midleft=(label_x, self.seed_rect.centery))
        r = self.seed_rect
        pygame.draw.rect(surface, (24, 16, 12), r, border_radius=int(u))
        pygame.draw.rect(surface, theme.HILITE if self.seed_focus else theme.PANEL_EDGE, r, 2, border_radius=int(u))
        shown = self.seed_text or t("app.setup.seed_random")
        col = theme.TEXT if self.seed_text else theme.TEXT_DIM
        blit_text(surface, shown + ("|" if self.seed_focus and int(pygame.time.get_ticks() / 500) % 2 == 0 else ""),
                  fit_size(shown, size, r.w - u * 2), col, midleft=(r.x + int(u), r.centery))
        for b in self.all_buttons:
            b.draw(surface)
