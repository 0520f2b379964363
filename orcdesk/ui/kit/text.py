"""Text rendering with caches, outlines and drop shadows.

    from orcdesk.ui.kit.text import render_text, blit_text, wrap_lines
    surf = render_text("Orc", 48, TEXT, outline=INK, shadow=True)       # cached Surface
    blit_text(screen, "Draw 2", 20, TEXT, center=(x, y))                  # anchor like Rect attributes

The font is the one shipped inside pygame-ce (``Font(None, size)``); ``bold`` uses the font's synthetic
bold. Rendered strings and fonts are cached (``kit.cache``: bounded, and what only earlier window sizes used is
let go), so redrawing the same label every frame costs a blit.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from orcdesk.ui.kit.cache import SizeCache, sized_cache
from orcdesk.ui.kit.theme import Color

# Labels and log lines: a count alone is no bound when they grow with the window (after 24 Orlog games at
# 1920×1080, 856 renders held 19 MB), so 24 MiB of pixels at most.
_text_cache = SizeCache("text.render_text", 2048, max_bytes=24 << 20)


@lru_cache(maxsize=1)
def _font_bytes() -> bytes:
    """The font file shipped inside pygame-ce, read once (each Font(None, size) would read it again)."""
    import os
    path = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
    with open(path, "rb") as fh:
        return fh.read()


@sized_cache(maxsize=64)
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        import io
        f = pygame.font.Font(io.BytesIO(_font_bytes()), max(6, int(size)))
    except (OSError, pygame.error):
        f = pygame.font.Font(None, max(6, int(size)))
    f.set_bold(bold)
    f.set_italic(italic)
    return f


def render_text(text: str, size: int, color: Color, *, bold: bool = False, italic: bool = False,
                outline: Color | None = None, outline_px: int = 0, shadow: bool = False,
                shadow_alpha: int = 150) -> pygame.Surface:
    """The text as a cached surface (per-pixel alpha). ``outline_px`` 0 means a size-relative width."""
    size = max(6, int(size))
    key = (text, size, color, bold, italic, outline, outline_px, shadow, shadow_alpha)
    surf = _text_cache.get(key)
    if surf is None:
        surf = _text_cache.put(key, _render(text, size, color, bold, italic, outline, outline_px, shadow,
                                            shadow_alpha))
    return surf


def _render(text, size, color, bold, italic, outline, outline_px, shadow, shadow_alpha) -> pygame.Surface:
    f = font(size, bold, italic)
    base = f.render(text, True, color).convert_alpha() if pygame.display.get_surface() else \
        f.render(text, True, color)
    if outline is None and not shadow:
        return base
    px = outline_px or max(1, size // 18)
    off = max(1, size // 16) if shadow else 0
    w, h = base.get_width() + 2 * px + off, base.get_height() + 2 * px + off
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    if shadow:
        sh = f.render(text, True, (0, 0, 0))
        sh.set_alpha(shadow_alpha)
        out.blit(sh, (px + off, px + off))
        if outline is not None:
            out.blit(sh, (px + off + 1, px + off))
    if outline is not None:
        edge = f.render(text, True, outline)
        for dx in range(-px, px + 1):
            for dy in range(-px, px + 1):
                if dx * dx + dy * dy <= px * px + 1 and (dx or dy):
                    out.blit(edge, (px + dx, px + dy))
    out.blit(base, (px, px))
    return out


def blit_text(surface: pygame.Surface, text: str, size: int, color: Color, **anchor) -> pygame.Rect:
    """Render (cached) and blit; ``anchor`` is one Rect attribute (center=, topleft=, midright=...) plus
    any render_text keyword. Returns the rect drawn."""
    style = {k: anchor.pop(k) for k in ("bold", "italic", "outline", "outline_px", "shadow", "shadow_alpha")
             if k in anchor}
    surf = render_text(text, size, color, **style)
    rect = surf.get_rect(**anchor)
    surface.blit(surf, rect)
    return rect


def text_width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


def fit_size(text: str, size: int, max_width: int, bold: bool = False, min_size: int = 8) -> int:
    """The largest size <= ``size`` at which ``text`` fits in ``max_width`` pixels."""
    size = int(size)
    while size > min_size and text_width(text, size, bold) > max_width:
        size -= 1
    return size


def wrap_lines(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap; explicit newlines are kept (cached)."""
    return list(_wrap(text, int(size), int(max_width), bold))


@sized_cache(maxsize=4096)
def _wrap(text: str, size: int, max_width: int, bold: bool) -> tuple[str, ...]:
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= max_width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def clear_cache() -> None:
    """Forget cached fonts and renders (after pygame.font was shut down and started again)."""
    _text_cache.clear()
    font.cache_clear()
    _wrap.cache_clear()
