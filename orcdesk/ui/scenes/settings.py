"""The settings screen (from the main menu, or from the pause overlay over a table).

One row per setting, each a set of choice buttons (the current one lit). A change applies at once (language,
sound, animation speed, screen mode) and is written to settings.yaml by the services
(:mod:`orcdesk.ui.services`). Esc or Back closes it.
"""

from __future__ import annotations

import pygame

from orcdesk.app.settings import AI_LEVELS, ANIMATION_SPEEDS, LANGUAGE_CODES, Settings, settings_path
from orcdesk.core.i18n import LANGUAGES, t
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.kit.widgets import Button, draw_dialog
from orcdesk.ui.scene import Scene

VOLUME_STEP = 10


def _on_off(name: str):
    return [(False, t("settings.off")), (True, t("settings.on"))]


class SettingsScene(Scene):
    overlay = True

    def __init__(self, app, table=None) -> None:
        super().__init__(app)
        self.table = table
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, str, list[Button]]] = []  # (setting name, label, buttons)
        self._build()

    # ------------------------------------------------------------------ model
    @property
    def services(self):
        return getattr(self.app, "services", None)

    @property
    def settings(self) -> Settings:
        return self.services.settings if self.services is not None else Settings()

    def change(self, **changes) -> None:
        new = self.settings.replace(**changes)
        if self.services is not None:
            self.services.apply(new)
            self.services.sound.play("click")
        language_changed = "language" in changes
        self._build()
        self.on_resize(self.size)
        if language_changed:
            _relabel_scenes_below(self.app, self)

    def _build(self) -> None:
        s = self._built_for = self.settings
        rows = [
            ("language", t("settings.language"), [(code, LANGUAGES[code]) for code in LANGUAGE_CODES]),
            ("fullscreen", t("settings.fullscreen"), _on_off("fullscreen")),
            (
                "animation_speed",
                t("settings.animation"),
                [(speed, t(f"settings.speed.{speed}")) for speed in ANIMATION_SPEEDS],
            ),
            ("sound", t("settings.sound"), _on_off("sound")),
            ("volume", t("settings.volume"), [("-", "−"), ("value", f"{s.volume} %"), ("+", "+")]),
            ("colour_blind", t("settings.colour_blind"), _on_off("colour_blind")),
            ("ai_level", t("settings.ai_level"), [(lvl, t(f"app.seat_kind.{lvl}")) for lvl in AI_LEVELS]),
        ]
        self.rows = []
        for name, label, choices in rows:
            buttons = []
            for value, text in choices:
                b = Button(text, self._action(name, value), key=f"{name}:{value}")
                if name == "volume":
                    b.enabled = s.sound
                    b.visible = value != "value"  # the number is drawn as text between - and +
                else:
                    b.selected = getattr(s, name) == value
                buttons.append(b)
            self.rows.append((name, label, buttons))
        self.back = Button(t("settings.back"), self.close, style="primary", key="back")

    def _action(self, name: str, value):
        if name == "volume":
            if value == "value":
                return None
            step = VOLUME_STEP if value == "+" else -VOLUME_STEP
            return lambda: self.change(volume=max(0, min(100, self.settings.volume + step)))
        if name == "fullscreen":

            def toggle(v=value):
                if self.services is not None:
                    self.services.set_fullscreen(v)
                self._build()
                self.on_resize(self.size)

            return toggle
        return lambda: self.change(**{name: value})

    def close(self) -> None:
        self.app.stack.pop()

    @property
    def buttons(self) -> list[Button]:
        return [b for _, _, row in self.rows for b in row] + [self.back]

    # ------------------------------------------------------------------ scene
    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.86), int(u * 150)), int(h * 0.9)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        row_h = int(u * 6.2)
        gap = int(u * 1.9)
        top = self.panel_rect.y + int(u * 13)
        label_w = int(pw * 0.36)
        self.row_rects = []
        for i, (name, _label, buttons) in enumerate(self.rows):
            y = top + i * (row_h + gap)
            self.row_rects.append(pygame.Rect(self.panel_rect.x + int(u * 4), y, pw - int(u * 8), row_h))
            x0 = self.panel_rect.x + int(u * 4) + label_w
            avail = self.panel_rect.right - int(u * 4) - x0
            n = len(buttons)
            bw = min(int(u * 26), (avail - (n - 1) * int(u * 1.2)) // n)
            if name == "volume":
                bw = int(u * 8)
            x = x0
            for b in buttons:
                width = int(u * 14) if (name == "volume" and b.key.endswith(":value")) else bw
                b.rect = pygame.Rect(x, y, width, row_h)
                x += width + int(u * 1.2)
        self.back.rect = pygame.Rect(0, 0, int(u * 26), int(u * 6.5))
        self.back.rect.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - int(u * 4))

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()

    def update(self, dt: float) -> None:
        if self.settings is not self._built_for:  # changed elsewhere (F11, window resized): show it
            self._build()
            self.on_resize(self.size)
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        p = self.panel_rect
        u = draw_dialog(surface, p, t("settings.title"), over_menu=self.table is None and len(self.app.stack) <= 2)
        for rect, (name, label, _buttons) in zip(self.row_rects, self.rows):
            blit_fit(
                surface,
                label,
                int(u * 3),
                int(p.w * 0.34),
                theme.TEXT,
                midleft=(rect.x, rect.centery),
                bold=True,
                shadow=True,
            )
        for b in self.buttons:
            b.draw(surface)
            if b.key == "volume:value":
                color = theme.TEXT if self.settings.sound else theme.TEXT_DIM
                blit_text(surface, f"{self.settings.volume} %", int(u * 3), color, center=b.rect.center, bold=True)
        hint = t("settings.saved_in", path=str(settings_path()))
        blit_fit(
            surface,
            hint,
            int(u * 2.2),
            p.w - int(u * 8),
            theme.TEXT_DIM,
            midbottom=(p.centerx, self.back.rect.top - int(u * 1.5)),
        )
        keys = t("settings.keys")
        blit_fit(
            surface,
            keys,
            int(u * 2.4),
            p.w - int(u * 8),
            theme.TEXT,
            midbottom=(p.centerx, self.back.rect.top - int(u * 4.8)),
        )


def _relabel_scenes_below(app, settings_scene) -> None:
    """After a language change, rebuild the scenes under this one whose labels were made at creation."""
    from orcdesk.ui.scenes import scene_factory

    menu_scene, pause_scene = scene_factory("menu"), scene_factory("pause")
    scenes = app.stack.scenes
    for i, scene in enumerate(scenes):
        if scene is settings_scene:
            continue
        fresh = None
        if type(scene) is menu_scene:
            fresh = app.scene("menu")
        elif type(scene) is pause_scene:
            fresh = app.scene("pause", scene.table)
        if fresh is not None:
            scenes[i] = fresh
            fresh.on_resize(app.size)
    for scene in scenes:
        aids = getattr(scene, "aids", None)
        if aids is not None:
            aids.on_language()
        if hasattr(scene, "menu_button"):
            scene.menu_button.label = t("app.table.menu")


def make_scene(app, table=None, **_context) -> SettingsScene:
    return SettingsScene(app, table)
