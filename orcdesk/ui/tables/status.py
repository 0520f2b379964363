"""The status banner of a table: the prompt worded for the input in use, and the bar drawn.

Prompts follow the input in use: after a key press they name keys, after a mouse click they say "click".
Pressing a modifier alone (:data:`MODIFIER_KEYS`) does not switch them.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import sentence, t
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_text, fit_size, fit_text
from orcdesk.ui.tables.view import TableView

# Keys that only modify another (Shift+Tab, Ctrl+Z): pressing them alone does not switch the prompts to keys.
MODIFIER_KEYS = frozenset(
    (
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LMETA,
        pygame.K_RMETA,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
        pygame.K_MODE,
    )
)


def status_text(table: TableView) -> tuple[str, tuple[int, int, int]]:
    """What ``table``'s banner says, and in which colour. It describes what is on screen: while moves still
    animate the state has already moved on, so neither the human's next prompt nor "game over" runs ahead of
    them (the banner stays empty, or says that an AI thinks)."""
    if table.error:
        return table.error, theme.DANGER
    if table.state.is_terminal() and not table.queue.busy:
        return t("app.table.game_over"), theme.BRASS
    if not table.presenter.mode.shows_prompt:
        return "", theme.TEXT
    if table.ai_thinking:
        dots = "." * (1 + int(table.time * 3) % 3)
        return t("app.table.thinking", who=table.seat_name(table.thinking_seat)) + dots, theme.TEXT_DIM
    moving = table.presenter.moving_seat
    if table.queue.busy and moving is not None and 0 <= moving < len(table.seats) and not table.is_human(moving):
        return t("app.table.playing", who=table.seat_name(moving)), theme.TEXT_DIM  # an AI's move on show
    if table.can_act():
        text = table.prompt_in_use()  # a sentence, though it may open with a name said mid-sentence ("le Roi orc")
        return sentence(text), theme.HILITE_SOFT
    return "", theme.TEXT


def draw_status_bar(surface: pygame.Surface, rect: pygame.Rect, text: str, color: tuple[int, int, int]) -> None:
    """The banner saying whose turn it is / what to do / that the AI is thinking: ``text`` in ``color`` on a
    rounded panel filling ``rect``."""
    draw.panel(surface, rect, fill=(46, 32, 24), alpha=230, radius=rect.h // 3)
    text = sentence(text)  # the banner says a sentence
    size = fit_size(text, rect.h * 0.5, rect.w - rect.h, bold=True)
    parts = text.split(" · ")
    if size < rect.h * 0.4 and " " in text:
        # a long prompt (keys named, several ways to act) would shrink to a whisper on one line: two lines,
        # broken at the " · " nearest the middle, else between words, when that reads larger
        if len(parts) > 1:
            cut = min(range(1, len(parts)), key=lambda k: abs(len(" · ".join(parts[:k])) - len(text) / 2))
            lines = (" · ".join(parts[:cut]), " · ".join(parts[cut:]))
            two = min(fit_size(line, rect.h * 0.4, rect.w - rect.h, bold=True) for line in lines)
        else:
            two = 0
        wrapped = fit_text(text, rect.w - rect.h, rect.h * 0.4, max_lines=2, bold=True)
        if len(wrapped.lines) == 2 and not wrapped.shortened and wrapped.size > max(two, size):
            lines, two = wrapped.lines, wrapped.size
        if two > size:
            for line, dy in zip(lines, (-0.23, 0.23)):
                blit_text(
                    surface,
                    line,
                    two,
                    color,
                    center=(rect.centerx, rect.centery + int(rect.h * dy)),
                    bold=True,
                    shadow=True,
                )
            return
    blit_text(surface, text, size, color, center=rect.center, bold=True, shadow=True)
