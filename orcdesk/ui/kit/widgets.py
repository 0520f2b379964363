"""Buttons, tooltips and the scrolling game-log panel.

b = Button(t("app.menu.quit"), on_click=app.quit)
b.rect = pygame.Rect(...)            # set by the scene's layout (relative units)
b.handle_event(event)                # True when it consumed the event
b.update(dt); b.draw(surface)

tip = Tooltip(); tip.show("text", mouse_pos); tip.draw(surface)     # draws last, on top
log = LogPanel(); log.add("North plays ..."); log.draw(surface, rect)   # wheel scrolls
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit.text import (
    blit_fit,
    blit_text,
    draw_text_box,
    fit_text,
    record_shape,
    render_text,
    text_width,
    wrap_lines,
)
from orcdesk.ui.kit.theme import Color

LABEL_SCALE = 0.46  # a button's label, in parts of its height (Button.draw)


def row_widths(labels: list[str], height: int, room: int, gap: int, widest: int) -> list[int]:
    """Widths for a row of buttons ``height`` tall sharing ``room`` pixels: one even width (at most ``widest``)
    for the labels that fit it, and a label that needs more gets what its full-size text needs, taken from the
    even width of the others, so a long label ("Apprendre à jouer") is not shrunk beside short ones. Only when
    the row has no room for every label at full size do all widths shrink in proportion."""
    if not labels:
        return []
    need = [label_width(label, height) for label in labels]
    free = max(1, room - gap * (len(labels) - 1))
    if sum(need) > free:  # a label of several words may take two lines (Button.draw): its longer half
        px, margin = _label_px(height), _label_margin(height)
        need = [min(n, two_line_width(label, px) + margin) for n, label in zip(need, labels)]
    if sum(need) > free:
        return [max(1, n * free // sum(need)) for n in need]
    even = max(0, min(widest, free // len(labels)))
    while even > 0 and sum(max(n, even) for n in need) > free:
        even -= 1
    return [max(n, even) for n in need]


def button_rows(labels: list[str], height: int, room: int, gap: int, widest: int) -> list[list[tuple[int, int]]]:
    """The buttons of ``labels`` in as few rows as let every label keep its full size (``row_widths`` for each
    row): a list of rows, each a list of (index, width). At most three rows; the last rows shrink if need be."""
    for count in range(1, 4):
        per_row = -(-len(labels) // count)
        rows = [list(range(k, min(k + per_row, len(labels)))) for k in range(0, len(labels), per_row)]
        laid = [list(zip(row, row_widths([labels[i] for i in row], height, room, gap, widest))) for row in rows]
        if count == 3 or all(width >= label_width(labels[i], height) for row in laid for i, width in row):
            return laid
    return laid


def two_line_width(label: str, px: int) -> int:
    """The width of ``label`` broken at its best space into two lines (its own width when it has none)."""
    words = label.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    if not splits:
        return font_width(label, px)
    return min(max(font_width(a, px), font_width(b, px)) for a, b in splits)


def font_width(label: str, px: int) -> int:
    return max(text_width(line, px, bold=True) for line in label.split("\n"))


def label_width(label: str, height: int) -> int:
    """The width a button ``height`` tall needs for ``label`` on one line at full size (its margins included)."""
    return font_width(label, _label_px(height)) + _label_margin(height)


def _label_px(height: int) -> int:
    return max(1, int(height * LABEL_SCALE))


def _label_margin(height: int) -> int:
    return int(height * 0.2) + int(height * 0.5)  # the inner margin of Button.draw and some air


class Button:
    """A framed button with hover glow and a pressed state. ``style``: "primary", "normal" or "quiet"."""

    def __init__(
        self,
        label: str,
        on_click: Callable[[], None] | None = None,
        *,
        style: str = "normal",
        enabled: bool = True,
        tooltip: str = "",
        key: str = "",
        selected: bool = False,
    ) -> None:
        self.label = label
        self.on_click = on_click
        self.style = style
        self.enabled = enabled
        self.tooltip = tooltip
        self.key = key  # a name tests and hit_regions can use
        self.selected = selected
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = anim.Smooth(0.0, 16.0)
        self.pressed = False
        self.visible = True

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover.target = 1.0 if self.enabled and self.rect.collidepoint(event.pos) else 0.0
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos) and self.enabled:
                if self.on_click:
                    self.on_click()
                return True
        return False

    def update(self, dt: float) -> None:
        self.hover.update(dt)

    def colors(self) -> tuple[Color, Color, Color]:
        if not self.enabled:
            return (70, 62, 56), (100, 90, 80), (150, 140, 128)
        if self.style == "primary":
            return (150, 60, 30), theme.BRASS, theme.TEXT
        if self.style == "quiet":
            return (40, 30, 24), (110, 86, 60), theme.TEXT_DIM
        return (78, 52, 34), theme.BRASS_DARK, theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        fill, edge, text = self.colors()
        h = self.hover.value
        r = self.rect.move(0, 1 if self.pressed else 0)
        if h > 0.01:
            draw.draw_glow(surface, r, theme.HILITE, spread=max(6, r.h // 4), alpha=int(110 * h), radius=r.h // 3)
        if self.selected:
            fill = theme.lerp_color(fill, (170, 110, 40), 0.6)
            edge = theme.HILITE
        fill = theme.lerp_color(fill, theme.shade(fill, 1.3), h)
        draw.panel(
            surface, r, fill=fill, edge=edge, radius=max(4, r.h // 4), alpha=250, shadow=not self.pressed, edge_px=2
        )
        record_shape("button", surface, r, self.label)
        inner = r.inflate(-int(r.h * 0.2), -max(2, int(r.h * 0.1)))
        fitted = fit_text(self.label, inner.w, r.h * LABEL_SCALE, bold=True)
        two_lines = fitted.shortened  # a long label reads better on two lines than cut...
        if not two_lines and fitted.size < r.h * LABEL_SCALE * 0.8 and " " in self.label.strip():
            two = fit_text(
                self.label, inner.w, r.h * LABEL_SCALE, bold=True, max_lines=2, max_height=inner.h, line_spacing=1.0
            )
            two_lines = two.size > fitted.size and not two.shortened  # ... or shrunk ("IA débutante")
        if two_lines:
            draw_text_box(
                surface,
                self.label,
                inner,
                r.h * 0.46,
                text,
                align="center",
                valign="middle",
                max_lines=2,
                bold=True,
                shadow=True,
                line_spacing=1.0,
            )
        else:
            blit_text(surface, fitted.lines[0], fitted.size, text, center=r.center, bold=True, shadow=True)
        record_shape("button_end", surface, r)


class Tooltip:
    """A small parchment note that follows the mouse. Scenes call ``show`` each frame they want it."""

    def __init__(self) -> None:
        self.text = ""
        self.pos = (0, 0)
        self.color: Color = theme.INK

    def show(self, text: str, pos, color: Color = theme.INK) -> None:
        self.text, self.pos, self.color = text, pos, color

    def hide(self) -> None:
        self.text = ""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        W, H = surface.get_size()
        size = max(13, int(theme.unit((W, H)) * 2.3))
        lines = wrap_lines(self.text, size, int(W * 0.28))
        surfs = [render_text(line, size, self.color) for line in lines]
        pad = size // 2
        w = max(s.get_width() for s in surfs) + 2 * pad
        h = sum(s.get_height() for s in surfs) + 2 * pad
        x, y = self.pos[0] + 18, self.pos[1] + 20
        x = min(x, W - w - 4)
        if y + h > H - 4:
            y = self.pos[1] - h - 8
        rect = pygame.Rect(x, y, w, h)
        draw.drop_shadow(surface, rect, 6, 3, 8, 120)
        pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=6)
        pygame.draw.rect(surface, theme.INK_SOFT, rect, 1, border_radius=6)
        yy = y + pad
        for s in surfs:
            surface.blit(s, (x + pad, yy))
            yy += s.get_height()


class LogPanel:
    """Scrolling list of log lines (newest at the bottom); the wheel scrolls when the mouse is over it."""

    def __init__(self, title: str = "", max_lines: int = 400) -> None:
        self.title = title
        self.lines: list[tuple[str, Color]] = []
        self.max_lines = max_lines
        self.scroll = 0  # lines scrolled up from the bottom
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.flash = anim.Smooth(0.0, 3.0)
        self.flash_color: Color = theme.HILITE  # a table whose seats include yellow flashes in another colour
        self.version = 0
        self._cache_key = None
        self._cache: pygame.Surface | None = None

    def add(self, text: str, color: Color = theme.TEXT) -> None:
        self.lines.append((text, color))
        del self.lines[: -self.max_lines]
        self.scroll = 0
        self.flash.value = 1.0
        self.flash.target = 0.0
        self.version += 1

    def clear(self) -> None:
        self.lines.clear()
        self.scroll = 0
        self.version += 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
            return True
        return False

    def update(self, dt: float) -> None:
        self.flash.update(dt)

    @property
    def fading(self) -> bool:
        """Is the newest line's highlight still fading on screen (drawn in tenths, see draw)?"""
        return round(self.flash.value, 1) > 0

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw at ``rect``; the text layer is re-rendered only when the lines, size or scroll change."""
        self.rect = rect
        draw.panel(surface, rect, fill=(30, 22, 18), alpha=215, radius=max(6, rect.w // 30))
        flash = round(self.flash.value, 1)
        key = (self.version, rect.size, self.scroll, flash, surface.get_size())
        if key != self._cache_key or self._cache is None:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._draw_text(layer, pygame.Rect(0, 0, rect.w, rect.h), surface.get_size())
            self._cache, self._cache_key = layer, key
        surface.blit(self._cache, rect)

    def _draw_text(self, surface: pygame.Surface, rect: pygame.Rect, window: tuple[int, int]) -> None:
        size = max(12, int(theme.unit(window) * 2.0))
        pad = max(6, size // 2)
        y0 = rect.y + pad
        if self.title:
            blit_text(surface, self.title, int(size * 1.1), theme.BRASS, topleft=(rect.x + pad, y0), bold=True)
            y0 += int(size * 1.5)
            pygame.draw.line(
                surface, theme.PANEL_EDGE, (rect.x + pad, y0 - size * 0.3), (rect.right - pad, y0 - size * 0.3)
            )
        width = rect.w - 2 * pad
        wrapped: list[tuple[str, Color, bool, bool]] = []
        last = len(self.lines) - 1
        for i, (text, color) in enumerate(self.lines):
            for j, line in enumerate(wrap_lines(text, size, width - size)):
                wrapped.append((line, color, j == 0, i == last))
        line_h = int(size * 1.15)
        room = max(1, (rect.bottom - pad - y0) // line_h)
        end = len(wrapped) - min(self.scroll, max(0, len(wrapped) - room))
        shown = wrapped[max(0, end - room) : end]
        y = y0
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-4, -4))
        for line, color, first, newest in shown:  # every line of the newest entry flashes, not only its last
            flash = round(self.flash.value, 1) if newest and self.scroll == 0 else 0
            c = theme.lerp_color(color, self.flash_color, flash) if flash else color
            if first:
                pygame.draw.circle(
                    surface, theme.BRASS_DARK, (rect.x + pad + size // 4, y + size // 2 - 1), max(2, size // 7)
                )
            blit_text(surface, line, size, c, topleft=(rect.x + pad + size * 0.7, y))
            y += line_h
        surface.set_clip(clip)
        if end < len(wrapped):
            x, y = rect.right - pad - size // 2, rect.bottom - pad
            pygame.draw.polygon(
                surface, theme.TEXT_DIM, [(x - size // 3, y - size // 3), (x + size // 3, y - size // 3), (x, y)]
            )


def draw_dialog(
    surface: pygame.Surface, panel: pygame.Rect, title: str, *, over_menu: bool, title_units: float = 6.0
) -> float:
    """The frame every full-window dialog shares (settings, statistics, rules): the menu's backdrop when the
    dialog was opened from the menu, a dimmed veil over whatever is below, a wooden panel and a brass title.
    Returns the layout unit of the surface."""
    from orcdesk.ui.kit import textures  # textures pulls in the noise generators; only dialogs need them here

    w, h = surface.get_size()
    u = theme.unit((w, h))
    if over_menu:
        surface.blit(textures.menu_background((w, h)), (0, 0))
    draw.dim(surface, 150)
    draw.panel(surface, panel, fill=(44, 30, 22), alpha=248, radius=int(u * 2.5))
    blit_fit(
        surface,
        title,
        int(u * title_units),
        panel.w - int(u * 6),
        theme.BRASS,
        midtop=(panel.centerx, panel.y + int(u * 3)),
        bold=True,
        shadow=True,
        outline=theme.WOOD_DARK,
    )
    return u
