"""Choosing a named opponent for a seat (the setup screen's "Named…" button): every character of the seat's
game and side with their portrait, level and style, and "random opponent of level X"."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame

from orcdesk.ai.opponents import LEVELS, random_character, roster_for
from orcdesk.core.i18n import t
from orcdesk.core.rng import Rng
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.portrait import portrait
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import STILL, Scene

COLUMNS = 3


def character_words(character) -> str:
    """ "Hard AI · careful"."""
    return t(
        "opponents.level_style",
        level=t(f"app.seat_kind.{character.level}"),
        style=t(f"opponents.style.{character.style}"),
    )


class OpponentPickerScene(Scene):
    overlay = True

    def __init__(
        self, app, game_id: str, seat: int, seat_label: str, on_pick: Callable[[str], None], chosen: str | None = None
    ) -> None:
        super().__init__(app)
        self.game_id, self.seat, self.on_pick = game_id, seat, on_pick
        self.title = t("opponents.picker_title", seat=seat_label)
        self.characters = roster_for(game_id, seat)
        self.chosen = chosen
        self.cells: list[pygame.Rect] = []
        self.hover: int | None = None
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.random_buttons = [
            Button(
                t("opponents.random", level=t(f"app.level.{level}")),
                (lambda lv=level: self.pick_random(lv)),
                key=f"random:{level}",
            )
            for level in LEVELS
        ]
        for button, level in zip(self.random_buttons, LEVELS):
            button.enabled = any(c.level == level for c in self.characters)
        self.cancel_button = Button(t("opponents.cancel"), self.app.stack.pop, style="quiet", key="cancel")

    @property
    def buttons(self) -> list[Button]:
        return self.random_buttons + [self.cancel_button]

    def pick(self, kind: str) -> None:
        self.app.stack.pop()
        self.on_pick(kind)

    def pick_random(self, level: str) -> None:
        character = random_character(self.game_id, self.seat, level, Rng(int.from_bytes(os.urandom(4), "little")))
        if character is not None:
            self.pick(character.seat)

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.9), int(u * 150)), int(h * 0.9)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        rows = max(1, -(-len(self.characters) // COLUMNS))
        top, bottom = p.y + int(u * 11), p.bottom - int(u * 20)
        cw, ch = (pw - int(u * 8)) // COLUMNS, min(int(u * 14), (bottom - top) // rows)
        self.cells = [
            pygame.Rect(p.x + int(u * 4) + (i % COLUMNS) * cw, top + (i // COLUMNS) * ch, cw - int(u), ch - int(u))
            for i in range(len(self.characters))
        ]
        bw = (pw - int(u * 8) - 2 * int(u * 2)) // 3
        for i, button in enumerate(self.random_buttons):
            button.rect = pygame.Rect(p.x + int(u * 4) + i * (bw + int(u * 2)), p.bottom - int(u * 18), bw, int(u * 6))
        self.cancel_button.rect = pygame.Rect(0, 0, int(u * 24), int(u * 6))
        self.cancel_button.rect.midbottom = (p.centerx, p.bottom - int(u * 3))

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, c in enumerate(self.cells) if c.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, cell in enumerate(self.cells):
                if cell.collidepoint(event.pos):
                    self.pick(self.characters[i].seat)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def frame_rate(self) -> float:
        return STILL

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        u = theme.unit(surface.get_size())
        draw.dim(surface, 170)
        p = self.panel_rect
        draw.panel(surface, p, fill=(44, 30, 22), alpha=248, radius=int(u * 2.5))
        blit_fit(
            surface,
            self.title,
            int(u * 4.5),
            p.w - int(u * 8),
            theme.BRASS,
            midtop=(p.centerx, p.y + int(u * 3)),
            bold=True,
            shadow=True,
            outline=theme.WOOD_DARK,
        )
        for i, (cell, character) in enumerate(zip(self.cells, self.characters)):
            chosen = character.seat == self.chosen
            if i == self.hover or chosen:
                draw.draw_glow(
                    surface, cell, theme.HILITE, spread=int(u), alpha=120 if not chosen else 200, radius=int(u)
                )
            pygame.draw.rect(surface, (60, 42, 30), cell, border_radius=int(u))
            pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=int(u))
            size = int(cell.h * 0.8)
            surface.blit(portrait(character, size), (cell.x + int(u), cell.centery - size // 2))
            x = cell.x + size + int(u * 2)
            room = cell.right - x - int(u)
            blit_text(
                surface,
                character.name,
                fit_size(character.name, int(u * 2.8), room, bold=True),
                theme.HILITE_SOFT,
                bottomleft=(x, cell.centery),
                bold=True,
            )
            words = character_words(character)
            blit_fit(surface, words, int(u * 2.2), room, theme.TEXT, topleft=(x, cell.centery + int(u * 0.5)))
        for b in self.buttons:
            b.draw(surface)
