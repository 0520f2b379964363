"""The rules screen: a game's rules in our own words, one page at a time, with a picture drawn by the game's own
render kit beside the text.

Pages come from the catalogue (``data/i18n/<lang>/rules.yaml``: ``rules.<game>.pNN.title`` and ``.text``), so
a game gets its rules screen by adding pages there; each table draws the picture beside a page
(``TableScene.rules_picture``, from its package's ``rules_art`` module). Opened from
the pause overlay (``game_id=``, ``table=``) or the main menu (no game: the first game with pages, with a
button per game). Keys: Left/Right or PageUp/PageDown turn pages, Esc closes.
"""
from __future__ import annotations

import pygame

from orcdesk.core.i18n import catalogue, language, t
from orcdesk.games import GAMES
from orcdesk.ui.kit import draw, textures, theme
from orcdesk.ui.kit.text import blit_text, wrap_lines
from orcdesk.ui.kit.widgets import Button, draw_dialog
from orcdesk.ui.scene import Scene


def rule_pages(game_id: str) -> list[tuple[str, str]]:
    """(title, text) of every page of ``game_id``, in page order, in the current language."""
    flat = catalogue(language())
    prefix = f"rules.{game_id}."
    numbers = sorted({key[len(prefix):].split(".")[0] for key in flat if key.startswith(prefix)})
    return [(t(f"rules.{game_id}.{n}.title"), t(f"rules.{game_id}.{n}.text")) for n in numbers]


def games_with_rules() -> list[str]:
    return [g for g in GAMES if rule_pages(g)]




# ---------------------------------------------------------------------------------------------- scene
class RulesScene(Scene):
    overlay = True

    def __init__(self, app, game_id: str | None = None, table=None) -> None:
        super().__init__(app)
        self.table = table
        available = games_with_rules()
        self.game_choices = [] if game_id else available
        self.game_id = game_id or (available[0] if available else None)
        self.page = 0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.picture_cache: dict = {}
        self.prev = Button(t("rules.ui.previous"), lambda: self.turn(-1), key="previous")
        self.next = Button(t("rules.ui.next"), lambda: self.turn(1), key="next")
        self.back = Button(t("rules.ui.back"), self.app.stack.pop, style="primary", key="back")
        self.game_buttons = [Button(t(f"app.game.{g}"), (lambda g=g: self.choose(g)), key=f"game:{g}")
                             for g in self.game_choices]
        self._sync()

    @property
    def pages(self) -> list[tuple[str, str]]:
        return rule_pages(self.game_id) if self.game_id else []

    @property
    def buttons(self) -> list[Button]:
        return self.game_buttons + [self.prev, self.next, self.back]

    def choose(self, game_id: str) -> None:
        self.game_id, self.page = game_id, 0
        self._sync()

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self._sync()

    def _sync(self) -> None:
        n = len(self.pages)
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < n - 1
        for b in self.game_buttons:
            b.selected = b.key == f"game:{self.game_id}"

    def picture(self, w: int, h: int) -> pygame.Surface | None:
        info = GAMES.get(self.game_id)
        make = info.table_class().rules_picture if info is not None and info.playable else None
        if make is None or w < 40 or h < 40:
            return None
        key = (self.game_id, self.page, w, h)
        if key not in self.picture_cache:
            try:
                self.picture_cache[key] = make(self.page, w, h)
            except Exception:  # a picture is a nicety: the text still shows if a kit changed
                self.picture_cache[key] = None
        return self.picture_cache[key]

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.9), int(u * 170)), int(h * 0.9)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw, bh = int(u * 22), int(u * 6.2)
        y = p.bottom - bh - int(u * 3)
        self.prev.rect = pygame.Rect(p.x + int(u * 4), y, bw, bh)
        self.next.rect = pygame.Rect(p.right - int(u * 4) - bw, y, bw, bh)
        self.back.rect = pygame.Rect(0, 0, bw, bh)
        self.back.rect.midbottom = (p.centerx, p.bottom - int(u * 3))
        x = p.x + int(u * 4)
        for b in self.game_buttons:
            b.rect = pygame.Rect(x, p.y + int(u * 11), int(u * 20), int(u * 5))
            x += int(u * 21.5)

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        p = self.panel_rect
        name = t(f"app.game.{self.game_id}") if self.game_id else ""
        u = draw_dialog(surface, p, t("rules.ui.title", game=name),
                        over_menu=self.table is None and len(self.app.stack) <= 2, title_units=5)
        pages = self.pages
        top = p.y + int(u * (18 if self.game_buttons else 12))
        if not pages:
            blit_text(surface, t("rules.ui.none"), int(u * 3), theme.TEXT_DIM, center=p.center, italic=True)
        else:
            title, text = pages[self.page]
            sheet = pygame.Rect(p.x + int(u * 4), top, p.w - int(u * 8), self.back.rect.top - top - int(u * 3))
            surface.blit(draw.clip_rounded(textures.parchment(sheet.w, sheet.h).copy(), int(u * 1.5)), sheet)
            pygame.draw.rect(surface, theme.BRASS_DARK, sheet, max(2, int(u * 0.35)), border_radius=int(u * 1.5))
            text_w = int(sheet.w * 0.56)
            x, y = sheet.x + int(u * 4), sheet.y + int(u * 3)
            blit_text(surface, title, int(u * 4), theme.INK, topleft=(x, y), bold=True)
            y += int(u * 6.5)
            size = int(u * 2.6)
            for paragraph in text.strip().split("\n"):
                if not paragraph.strip():
                    y += int(size * 0.6)
                    continue
                for line in wrap_lines(paragraph.strip(), size, text_w):
                    blit_text(surface, line, size, theme.INK, topleft=(x, y))
                    y += int(size * 1.3)
            pic_rect = pygame.Rect(sheet.x + text_w + int(u * 6), sheet.y + int(u * 3),
                                   sheet.right - (sheet.x + text_w + int(u * 9)), sheet.h - int(u * 6))
            picture = self.picture(pic_rect.w, pic_rect.h)
            if picture is not None:
                surface.blit(picture, pic_rect)
            label = t("rules.ui.page", n=self.page + 1, total=len(pages))
            blit_text(surface, label, int(u * 2.2), theme.INK_SOFT,
                      bottomright=(sheet.right - int(u * 2), sheet.bottom - int(u * 1.2)))
        for b in self.buttons:
            b.draw(surface)


def make_scene(app, game_id: str | None = None, table=None, **_context) -> RulesScene:
    return RulesScene(app, game_id, table)
