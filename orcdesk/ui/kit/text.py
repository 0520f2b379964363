"""Text rendering with caches, outlines and drop shadows, and the one policy for text that must fit.

    from orcdesk.ui.kit.text import render_text, blit_text, blit_fit, draw_text_box
    surf = render_text("Orc", 48, TEXT, outline=INK, shadow=True)       # cached Surface
    blit_text(screen, "Draw 2", 20, TEXT, center=(x, y))                  # anchor like Rect attributes
    blit_fit(screen, name, 20, max_width, TEXT, midleft=(x, y))          # one line that must fit a width
    draw_text_box(screen, blurb, rect, 18, TEXT)                          # wrapped text that must fit a box

The policy (``fit_text``): wrap at the preferred size; if it does not fit, step the size down, but never below
``min_text_px`` (11 px at 1280×720, scaled with the window, never under 9 px); if it still does not fit, shorten
the last line with "…" and register the whole text for hover (``hover_text_at``: the app's tooltip shows it).

The font is the one shipped inside pygame-ce (``Font(None, size)``); ``bold`` uses the font's synthetic
bold. Rendered strings and fonts are cached (``kit.cache``: bounded, and what only earlier window sizes used is
let go), so redrawing the same label every frame costs a blit.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from orcdesk.ui.kit.cache import SizeCache, sized_cache
from orcdesk.ui.kit.theme import Color

ELLIPSIS = "\u2026"
# The smallest readable text: 11 px at 1280×720, in proportion to the window where it is smaller or larger in
# both directions (the scale is the lesser of width/1280 and height/720: a square or narrow window lays the
# tables out by its width), and never under 9 px: 9 at 800×800 and 1024×600, 16 at 1920×1080.
MIN_TEXT_PX_AT_720 = 11
MIN_TEXT_PX_ABSOLUTE = 9

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


def render_text(
    text: str,
    size: int,
    color: Color,
    *,
    bold: bool = False,
    italic: bool = False,
    outline: Color | None = None,
    outline_px: int = 0,
    shadow: bool = False,
    shadow_alpha: int = 150,
) -> pygame.Surface:
    """The text as a cached surface (per-pixel alpha). ``outline_px`` 0 means a size-relative width."""
    size = max(6, int(size))
    if _recorder is not None:
        _recorder.append(("render", False, None, len(_recorder), text, size))
    key = (text, size, color, bold, italic, outline, outline_px, shadow, shadow_alpha)
    surf = _text_cache.get(key)
    if surf is None:
        surf = _text_cache.put(key, _render(text, size, color, bold, italic, outline, outline_px, shadow, shadow_alpha))
    return surf


def _render(text, size, color, bold, italic, outline, outline_px, shadow, shadow_alpha) -> pygame.Surface:
    f = font(size, bold, italic)
    base = f.render(text, True, color).convert_alpha() if pygame.display.get_surface() else f.render(text, True, color)
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
    style = {
        k: anchor.pop(k) for k in ("bold", "italic", "outline", "outline_px", "shadow", "shadow_alpha") if k in anchor
    }
    surf = render_text(text, size, color, **style)
    rect = surf.get_rect(**anchor)
    surface.blit(surf, rect)
    if _recorder is not None:
        _record(surface, text, int(size), rect, style.get("bold", False))
    return rect


def text_width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


def fit_size(text: str, size: int, max_width: int, bold: bool = False, min_size: int | None = None) -> int:
    """The largest size <= ``size`` at which ``text`` fits in ``max_width`` pixels, but never under the
    readable floor (``min_text_px``; or ``min_size`` for text that is not read, such as a die face's number).
    Text that still does not fit at the floor should go through ``blit_fit``, which shortens it."""
    floor = min_text_px() if min_size is None else min_size
    size = max(int(size), floor)
    while size > floor and text_width(text, size, bold) > max_width:
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


# ---------------------------------------------------------------------- the fitting policy
def min_text_px(window_size: tuple[int, int] | None = None) -> int:
    """The smallest size any text a player reads may have in a window of ``window_size`` (the display's when
    None): 11 px at 1280×720, scaled with the window (see MIN_TEXT_PX_AT_720), never under 9 px."""
    if window_size is None:
        window_size = _window_size()
    scale = min(window_size[0] / 1280, window_size[1] / 720)
    return max(MIN_TEXT_PX_ABSOLUTE, int(MIN_TEXT_PX_AT_720 * scale))


def _window_size() -> tuple[int, int]:
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    return screen.get_size() if screen is not None else (1280, 720)


@dataclass(frozen=True)
class FittedText:
    lines: tuple[str, ...]
    size: int
    shortened: bool  # some of the text is left out: the whole of it shows on hover
    line_height: int


def fit_text(
    text: str,
    max_width: int,
    size: float,
    *,
    max_lines: int = 1,
    max_height: int | None = None,
    bold: bool = False,
    line_spacing: float = 1.15,
    min_px: int | None = None,
) -> FittedText:
    """The one text policy: ``text`` wrapped to ``max_width`` in at most ``max_lines`` lines (and
    ``max_height`` pixels), at the largest size from ``size`` down to the floor at which it fits; at the floor,
    what does not fit is shortened with an ellipsis (``shortened``)."""
    floor = min_text_px() if min_px is None else min_px
    return _fit(
        text,
        max(1, int(max_width)),
        max(int(size), floor),
        max_lines,
        None if max_height is None else int(max_height),
        bold,
        line_spacing,
        floor,
    )


@sized_cache(maxsize=4096)
def _fit(
    text: str,
    max_width: int,
    size: int,
    max_lines: int,
    max_height: int | None,
    bold: bool,
    line_spacing: float,
    floor: int,
) -> FittedText:
    """fit_text's work, cached: labels are fitted again every frame they are drawn."""
    for s in range(size, floor - 1, -1):
        lines = _wrap(text, s, max_width, bold)
        allowed = _lines_allowed(s, max_lines, max_height, line_spacing)
        if len(lines) <= allowed and all(text_width(line, s, bold) <= max_width for line in lines):
            return FittedText(lines, s, False, int(s * line_spacing))
    s = floor
    allowed = _lines_allowed(s, max_lines, max_height, line_spacing)
    lines = list(_wrap(text, s, max_width, bold))
    cut = len(lines) > allowed
    lines = lines[:allowed]
    shortened = cut
    for i, line in enumerate(lines):
        last = i == len(lines) - 1
        if text_width(line, s, bold) > max_width or (last and cut):
            lines[i] = shorten(line, s, max_width, bold, always=last and cut)
            shortened = True
    return FittedText(tuple(lines), s, shortened, int(s * line_spacing))


def _lines_allowed(size: int, max_lines: int, max_height: int | None, line_spacing: float) -> int:
    if max_height is None:
        return max(1, max_lines)
    line_h = font(size).get_height()
    room = 1 + max(0, int((max_height - line_h) // max(1, int(size * line_spacing))))
    return max(1, min(max_lines, room))


def shorten(text: str, size: int, max_width: int, bold: bool = False, always: bool = False) -> str:
    """``text`` cut at a word (or a letter, for one long word) so that it and "…" fit ``max_width``;
    ``always`` adds the ellipsis even when the text fits (the lines after it were left out)."""
    if not always and text_width(text, size, bold) <= max_width:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        candidate = " ".join(words).rstrip(" ,.;:·-") + ELLIPSIS
        if text_width(candidate, size, bold) <= max_width and len(candidate) > 6:
            return candidate
    body = text
    while body and text_width(body.rstrip() + ELLIPSIS, size, bold) > max_width:
        body = body[:-1]
    return body.rstrip() + ELLIPSIS


def readable(size: float) -> int:
    """``size`` raised to the floor: for numbers and short words on card faces that must stay legible."""
    return max(int(size), min_text_px())


def fit_label(text: str, size: float, max_width: int, bold: bool = False) -> tuple[str, int]:
    """One line fitted by the policy, for text drawn on a picture (a card face) rather than the window:
    the words (shortened if need be) and the size. The picture's own hover or preview shows the whole."""
    fitted = fit_text(text, max_width, size, bold=bold)
    return fitted.lines[0], fitted.size


def blit_fit(surface: pygame.Surface, text: str, size: float, max_width: int, color: Color, **anchor) -> pygame.Rect:
    """One line of ``text`` anchored like ``blit_text``, fitted to ``max_width`` by the policy (smaller down to
    the floor, then shortened, the whole text on hover). Takes blit_text's style keywords and ``min_px``."""
    min_px = anchor.pop("min_px", None)
    fitted = fit_text(text, max_width, size, bold=anchor.get("bold", False), min_px=min_px)
    rect = blit_text(surface, fitted.lines[0], fitted.size, color, **anchor)
    if fitted.shortened:
        register_hover(surface, rect, text)
    return rect


def draw_text_box(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: float,
    color: Color,
    *,
    align: str = "left",
    valign: str = "top",
    max_lines: int = 99,
    bold: bool = False,
    line_spacing: float = 1.15,
    **style,
) -> FittedText:
    """``text`` wrapped inside ``rect`` by the policy (``align`` left/center/right, ``valign`` top/middle);
    shortened with the whole text on hover when even the floor size does not fit."""
    fitted = fit_text(text, rect.w, size, max_lines=max_lines, max_height=rect.h, bold=bold, line_spacing=line_spacing)
    block_h = font(fitted.size).get_height() + (len(fitted.lines) - 1) * fitted.line_height
    y = rect.y if valign == "top" else rect.y + max(0, (rect.h - block_h) // 2)
    drawn = []
    for line in fitted.lines:
        if align == "center":
            where = {"midtop": (rect.centerx, y)}
        elif align == "right":
            where = {"topright": (rect.right, y)}
        else:
            where = {"topleft": (rect.x, y)}
        drawn.append(blit_text(surface, line, fitted.size, color, bold=bold, **style, **where))
        y += fitted.line_height
    if fitted.shortened and drawn:
        register_hover(surface, drawn[0].unionall(drawn[1:]), text)
    if _recorder is not None:
        for entry in [e for e in _recorder if isinstance(e, DrawnText)][-len(drawn) :]:
            entry.box = pygame.Rect(rect)
    return fitted


# ---------------------------------------------------------------------- hover: the whole of a shortened text
_hover: list[tuple[pygame.Rect, str]] = []


def register_hover(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """Shortened ``text`` drawn at ``rect``: the app's tooltip shows it whole under the mouse (this frame)."""
    if surface is _screen():
        _hover.append((pygame.Rect(rect), text))


def hover_text_at(pos) -> str:
    """The whole text of the shortened text under ``pos`` drawn this frame ("" if none); topmost wins."""
    for rect, text in reversed(_hover):
        if rect.collidepoint(pos):
            return text
    return ""


def start_frame() -> None:
    """A new frame is drawn: forget the last one's shortened texts."""
    _hover.clear()


def _screen():
    return pygame.display.get_surface() if pygame.display.get_init() else None


# ---------------------------------------------------------------------- the recorder the text audit reads
@dataclass
class DrawnText:
    text: str
    size: int
    rect: pygame.Rect
    on_screen: bool  # drawn on the window itself (not on a card face or a layer blitted later)
    shortened: bool = False
    index: int = 0
    box: pygame.Rect | None = None  # the rectangle it was fitted into, when it was (``draw_text_box``)


_recorder: list | None = None


def start_recording() -> list:
    """Log every text drawn (``DrawnText``) and every panel, button, box and veil (tuples) until
    ``stop_recording``; the list is returned and filled in drawing order."""
    global _recorder
    _recorder = []
    return _recorder


def stop_recording() -> None:
    global _recorder
    _recorder = None


@contextmanager
def texts_drawn():
    """Collect what is drawn in the block (as ``start_recording`` does) into the list yielded, filled when the
    block ends; a recording already on (the audit's) keeps getting everything too."""
    global _recorder
    outer = _recorder
    found: list = []
    if outer is None:
        _recorder = found
        try:
            yield found
        finally:
            _recorder = None
    else:
        start = len(outer)
        try:
            yield found
        finally:
            found.extend(outer[start:])


def record_shape(kind: str, surface: pygame.Surface, rect: pygame.Rect | None, *extra) -> None:
    """A panel, button or veil drawn (the widgets call it while recording): the audit knows what covers what."""
    if _recorder is not None:
        _recorder.append(
            (kind, surface is _screen(), None if rect is None else pygame.Rect(rect), len(_recorder), *extra)
        )


def _record(surface, text, size, rect, bold) -> None:
    tight = pygame.Rect(rect.x, rect.y, *font(size, bold).size(text))  # the glyphs, without outline or shadow
    tight.center = rect.center
    _recorder.append(DrawnText(text, size, tight, surface is _screen(), ELLIPSIS in text, len(_recorder)))


def clear_cache() -> None:
    """Forget cached fonts and renders (after pygame.font was shut down and started again)."""
    _text_cache.clear()
    font.cache_clear()
    _wrap.cache_clear()
    _fit.cache_clear()
