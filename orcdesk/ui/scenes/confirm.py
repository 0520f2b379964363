"""A yes/no question over the current screen, for actions that cannot be taken back (quitting from the menu...).

    app.stack.push(ConfirmScene(app, t("app.confirm.quit_question"), t("app.confirm.quit"), app.quit))
    app.open_scene("confirm", question=..., yes=..., on_yes=...)     # the same, by name

Enter or Y answers yes, Esc or N answers no; either way the question goes away first, then ``on_yes`` runs.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import draw_text_box
from orcdesk.ui.kit.widgets import Button, row_widths
from orcdesk.ui.scene import Scene

YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n)


class ConfirmScene(Scene):
    overlay = True

    def __init__(self, app, question: str, yes: str, on_yes: Callable[[], None], no: str | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button(yes, self.answer_yes, style="primary", key="yes"),
            Button(no or t("app.confirm.cancel"), self.answer_no, key="no"),
        ]

    def answer_yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def answer_no(self) -> None:
        self.app.stack.pop()

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.9), int(u * 70)), int(u * 34)  # room for a question on four lines
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bh, gap = int(u * 7), int(u * 4)
        widths = row_widths([b.label for b in self.buttons], bh, pw - int(u * 8), gap, int(u * 24))
        x = self.panel_rect.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        for b, bw in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, self.panel_rect.bottom - bh - int(u * 4), bw, bh)
            x += bw + gap

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in YES_KEYS:
            self.answer_yes()
        elif event.type == pygame.KEYDOWN and event.key in NO_KEYS:
            self.answer_no()

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        u = theme.unit(surface.get_size())
        p = self.panel_rect
        draw.dim(surface, 160)
        draw.panel(surface, p, fill=(44, 30, 22), alpha=245, radius=int(u * 2.5))
        box = pygame.Rect(
            p.x + int(u * 4), p.y + int(u * 3), p.w - int(u * 8), self.buttons[0].rect.y - p.y - int(u * 5)
        )
        draw_text_box(
            surface,
            self.question,
            box,
            u * 4,
            theme.BRASS,
            align="center",
            valign="middle",
            max_lines=4,
            bold=True,
            shadow=True,
            outline=theme.WOOD_DARK,
        )
        for b in self.buttons:
            b.draw(surface)


def make_scene(app, question: str, yes: str, on_yes: Callable[[], None], no: str | None = None) -> ConfirmScene:
    return ConfirmScene(app, question, yes, on_yes, no)
