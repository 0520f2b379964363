"""The main menu: title art, one big entry per playable game, the saga, rules, settings, statistics, replays,
quit."""

from __future__ import annotations

import math

import pygame

from orcdesk.core.i18n import t
from orcdesk.games import GAMES
from orcdesk.ui.kit import anim, draw, glyphs, textures, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, draw_text_box, render_text
from orcdesk.ui.kit.widgets import Button, button_rows
from orcdesk.ui.scene import BREATHING, Scene


class GameEntry:
    def __init__(self, info) -> None:
        self.info = info
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = anim.Smooth(0.0, 14.0)


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = [GameEntry(g) for g in GAMES.values() if g.available()]
        self.buttons = self._make_buttons()
        self.time = 0.0
        self.mouse = (0, 0)

    def on_language(self) -> None:
        self.buttons = self._make_buttons()  # labels in the new language (laid out again by on_resize)

    def _make_buttons(self) -> list[Button]:
        buttons = [
            Button(t("saga.menu"), lambda: self.app.open_scene("saga"), key="saga"),
            # the guided first game of each game, in sections (orcdesk/ui/tutorial)
            Button(t("tutorial.menu.button"), lambda: self.app.open_scene("learn"), key="learn"),
            # every game's rules, before any game starts (a real-time deal leaves no time to open them)
            Button(t("app.menu.rules"), lambda: self.app.open_scene("rules"), key="rules"),
            Button(t("app.menu.settings"), lambda: self.app.open_scene("settings"), key="settings"),
            Button(t("app.menu.stats"), lambda: self.app.open_scene("stats"), key="stats"),
            Button(t("app.records.button"), lambda: self.app.open_scene("records"), key="records"),
            Button(t("app.menu.quit"), self.app.quit, style="quiet", key="quit"),
        ]
        if getattr(self.app, "services", None):  # Continue <game> for each autosaved game in progress
            buttons[:0] = self.app.services.continue_buttons()
        return buttons

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        gap = int(u * 2)
        bh = int(u * 6.5)
        rows = button_rows([b.label for b in self.buttons], bh, int(w * 0.94), gap, int(u * 24))
        top = int(h * 0.86) - (len(rows) - 1) * (bh + gap)  # a second row (800x800) above the first's place
        n = max(1, len(self.entries))
        ew = min(int(w * 0.26), int((w * 0.86) / n - u * 2))
        # the games' cards above the buttons: higher and shorter where the buttons take two or three rows
        entry_top = max(int(h * 0.33), min(int(h * 0.40), top - gap * 2 - int(h * 0.36)))
        eh = min(int(h * 0.36), top - gap * 2 - entry_top)
        total = n * ew + (n - 1) * int(u * 3)
        x = (w - total) // 2
        for e in self.entries:
            e.rect = pygame.Rect(x, entry_top, ew, eh)
            x += ew + int(u * 3)
        for k, row in enumerate(rows):
            bx = w // 2 - (sum(width for _, width in row) + (len(row) - 1) * gap) // 2
            for index, bw in row:
                self.buttons[index].rect = pygame.Rect(bx, top + k * (bh + gap), bw, bh)
                bx += bw + gap

    def entry_at(self, pos) -> GameEntry | None:
        for e in self.entries:
            if e.rect.collidepoint(pos):
                return e
        return None

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            e = self.entry_at(event.pos)
            if e is not None:
                self.open_setup(e.info.id)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_to_quit()

    def ask_to_quit(self) -> None:
        """Esc is pressed by habit to back out of something: ask before closing the whole window."""
        self.app.open_scene(
            "confirm", t("app.confirm.quit_question"), t("app.confirm.quit"), self.app.quit, t("app.confirm.stay")
        )

    def open_setup(self, game_id: str) -> None:
        self.app.open_scene("setup", game_id)

    def frame_rate(self) -> float:
        return BREATHING  # the emblems above the title bob half a unit every four seconds: no need for more

    def update(self, dt: float) -> None:
        self.time += dt
        for b in self.buttons:
            b.update(dt)
        for e in self.entries:
            e.hover.target = 1.0 if e.rect.collidepoint(self.mouse) else 0.0
            e.hover.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.blit(textures.menu_background((w, h)), (0, 0))
        self.draw_title(surface, w, h, u)
        for e in self.entries:
            self.draw_entry(surface, e, u)
        if not self.entries:
            blit_text(surface, t("app.menu.no_games"), int(u * 3), theme.TEXT_DIM, center=(w // 2, int(h * 0.55)))
        for b in self.buttons:
            b.draw(surface)
        blit_fit(
            surface, t("app.menu.footer"), int(u * 1.8), w - int(u * 4), theme.TEXT_DIM, midbottom=(w // 2, h - int(u))
        )

    def draw_title(self, surface, w, h, u) -> None:
        cx, cy = w // 2, int(h * 0.17)
        # A row of the six tribe emblems behind the title, bobbing gently.
        names = list(theme.TRIBE_COLORS)
        size = int(u * 7)
        span = int(u * 11)
        for i, name in enumerate(names):
            x = cx + (i - 2.5) * span
            y = cy - int(u * 9) + math.sin(self.time * 1.6 + i) * u * 0.5
            em = glyphs.emblem(theme.TRIBE_GLYPHS[name], size, theme.TRIBE_COLORS[name], theme.TRIBE_DARK[name])
            surface.blit(em, em.get_rect(center=(int(x), int(y))))
        title = render_text(
            t("app.title_art"),
            int(u * 15),
            theme.BRASS,
            bold=True,
            outline=theme.WOOD_DARK,
            outline_px=max(2, int(u * 0.7)),
            shadow=True,
        )
        surface.blit(title, title.get_rect(center=(cx, cy + int(u * 2))))
        for side in (-1, 1):
            head = glyphs.orc_figure(int(u * 11), theme.ORC_SKIN, theme.ORC_EDGE, theme.TRIBE_COLORS["red"])
            if side > 0:
                head = pygame.transform.flip(head, True, False)
            surface.blit(
                head, head.get_rect(center=(cx + side * (title.get_width() // 2 + int(u * 8)), cy + int(u * 2)))
            )
        blit_text(
            surface,
            t("app.menu.subtitle"),
            int(u * 3),
            theme.TEXT,
            center=(cx, cy + int(u * 11)),
            italic=True,
            shadow=True,
        )

    def draw_entry(self, surface, e: GameEntry, u: float) -> None:
        lift = int(e.hover.value * u * 1.2)
        r = e.rect.move(0, -lift)
        if e.hover.value > 0.02:
            draw.draw_glow(
                surface, r, theme.HILITE, spread=int(u * 2), alpha=int(160 * e.hover.value), radius=int(u * 2)
            )
        draw.drop_shadow(surface, r, int(u * 2), offset=int(u * (1 + e.hover.value)), blur=int(u * 2.5), alpha=150)
        card = textures.parchment(r.w, r.h).copy()
        surface.blit(draw.clip_rounded(card, int(u * 2)), r)
        pygame.draw.rect(surface, theme.BRASS_DARK, r, max(2, int(u * 0.4)), border_radius=int(u * 2))
        pygame.draw.rect(
            surface, theme.INK_SOFT, r.inflate(-int(u * 1.6), -int(u * 1.6)), 1, border_radius=int(u * 1.5)
        )
        glyph, colour = e.info.emblem  # declared with the game in the registry
        em = glyphs.emblem(glyph, int(r.h * 0.32), theme.TRIBE_COLORS[colour], theme.TRIBE_DARK[colour])
        surface.blit(em, em.get_rect(center=(r.centerx, r.y + int(r.h * 0.30))))
        name = t(f"app.game.{e.info.id}")
        name_box = pygame.Rect(r.x + int(u * 1.5), r.y + int(r.h * 0.50), r.w - int(u * 3), int(r.h * 0.19))
        draw_text_box(
            surface,
            name,
            name_box,
            u * 4.2,
            theme.INK,
            align="center",
            valign="middle",
            max_lines=3,  # "De l'orc / pour les / braves" reads larger on three lines in a narrow card (800x800)
            bold=True,
            line_spacing=1.0,
        )
        if e.info.min_players == e.info.max_players:
            players = t("app.menu.players", n=e.info.min_players)
        else:
            players = t("app.menu.players_range", lo=e.info.min_players, hi=e.info.max_players)
        # Within the card's frame: "4 à 7 joueurs" outgrew a narrow card (800x800) at the size that suits 1280x720.
        players_box = pygame.Rect(r.x + int(u * 1.2), r.y + int(r.h * 0.69), r.w - int(u * 2.4), int(r.h * 0.10))
        draw_text_box(
            surface, players, players_box, u * 2.4, theme.INK_SOFT, align="center", valign="middle", max_lines=2
        )
        play = t("app.menu.play")
        pr = pygame.Rect(0, 0, int(r.w * 0.55), int(u * 5))
        pr.center = (r.centerx, r.y + int(r.h * 0.88))
        fill = theme.lerp_color((120, 50, 26), (170, 76, 36), e.hover.value)
        pygame.draw.rect(surface, fill, pr, border_radius=pr.h // 3)
        pygame.draw.rect(surface, theme.BRASS, pr, 2, border_radius=pr.h // 3)
        blit_text(surface, play, int(u * 2.6), theme.TEXT, center=pr.center, bold=True, shadow=True)
