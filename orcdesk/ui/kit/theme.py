"""Palette, sizes and the tribe colours every table shares.

The look: a warm tavern table (dark wood rim, green felt), parchment cards, brass accents. Tribe colours
are picked to stay distinguishable for the common colour-vision deficiencies (they follow the Okabe-Ito
palette where a hue is free), and every tribe also has its own emblem (see ``glyphs.py``), so colour is
never the only cue.

Sizes are relative: ``unit(size)`` is 1/100 of the window's smaller side (a 1280×720 window has unit 7.2
px); layouts multiply it, so any window size works.
"""

from __future__ import annotations

Color = tuple[int, int, int]

# --- table and chrome ----------------------------------------------------------------------------------
FELT = (38, 84, 62)
FELT_DARK = (22, 52, 38)
WOOD = (92, 56, 32)
WOOD_DARK = (52, 30, 18)
WOOD_LIGHT = (140, 92, 52)
BRASS = (214, 170, 84)
BRASS_DARK = (140, 104, 44)
PARCHMENT = (240, 226, 196)
PARCHMENT_DARK = (214, 192, 150)
INK = (44, 30, 22)
INK_SOFT = (96, 76, 60)
TEXT = (246, 236, 214)
TEXT_DIM = (190, 176, 150)
SHADOW = (0, 0, 0)
PANEL = (34, 24, 20)
PANEL_EDGE = (120, 88, 52)
HILITE = (255, 214, 92)  # legal target glow
HILITE_SOFT = (255, 236, 170)
DANGER = (222, 84, 64)  # illegal / warning
GOOD = (120, 200, 110)
ICE = (170, 220, 245)
ORC_SKIN = (118, 156, 72)  # the orcs drawn on cards, tokens and title art
ORC_EDGE = (30, 22, 14)
CARD_BACK = (96, 36, 30)
CARD_BACK_EDGE = (60, 20, 16)

# --- tribes --------------------------------------------------------------------------------------------
# The six Orc colours (also reused by other games that need six team colours). Values were chosen for
# contrast on both felt and parchment and for colour-blind safety; the emblem disambiguates in any case.
TRIBE_COLORS: dict[str, Color] = {
    "red": (213, 74, 48),
    "yellow": (240, 196, 40),
    "blue": (52, 120, 206),
    "white": (236, 234, 226),
    "green": (40, 158, 96),
    "purple": (150, 86, 176),
}
# Darker shade of each tribe colour, for outlines and text on light backgrounds.
TRIBE_DARK: dict[str, Color] = {
    "red": (126, 34, 20),
    "yellow": (150, 104, 10),
    "blue": (22, 62, 120),
    "white": (120, 116, 104),
    "green": (16, 88, 50),
    "purple": (84, 40, 104),
}
# High-contrast palette for the colour-blind aid setting: the Okabe-Ito colours, which stay apart under the
# common colour-vision deficiencies, with near-black outlines. Emblems stay on every colour cue in both modes.
HIGH_CONTRAST_COLORS: dict[str, Color] = {
    "red": (213, 94, 0),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "white": (250, 250, 250),
    "green": (0, 158, 115),
    "purple": (204, 121, 167),
}
HIGH_CONTRAST_DARK: dict[str, Color] = {name: (20, 16, 12) for name in HIGH_CONTRAST_COLORS}
# What a player calls those colours: Okabe-Ito's vermilion reads as orange and its reddish purple as pink, so
# the words follow the palette (the catalogues word each name: orc.colour.orange, orc.tribe.pink ...).
HIGH_CONTRAST_NAMES: dict[str, str] = {"red": "orange", "purple": "pink"}
_NORMAL_COLORS, _NORMAL_DARK = dict(TRIBE_COLORS), dict(TRIBE_DARK)
high_contrast = False


def set_high_contrast(on: bool) -> bool:
    """Switch the tribe palette. Returns True if it changed (render caches must then be flushed)."""
    global high_contrast
    if on == high_contrast:
        return False
    high_contrast = on
    TRIBE_COLORS.update(HIGH_CONTRAST_COLORS if on else _NORMAL_COLORS)
    TRIBE_DARK.update(HIGH_CONTRAST_DARK if on else _NORMAL_DARK)
    flush_render_caches()
    return True


def flush_render_caches() -> None:
    """Forget every cached rasterisation in the UI (the cached drawing functions of orcdesk.ui.*), so the
    next frame redraws with the current palette."""
    import sys

    for name, module in list(sys.modules.items()):
        if not name.startswith("orcdesk.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()


# Emblem drawn for each tribe (names of functions in glyphs.py).
TRIBE_GLYPHS: dict[str, str] = {
    "red": "flame",
    "yellow": "sun",
    "blue": "drop",
    "white": "skull",
    "green": "leaf",
    "purple": "crown",
}
# Seat colours (players), also colour-blind safe and paired with a letter/emblem in the UI.
# One colour per seat, up to seven players (Okabe-Ito, distinct for colour-blind players too).
SEAT_COLORS: list[Color] = [
    (230, 159, 0),
    (86, 180, 233),
    (204, 121, 167),
    (0, 158, 115),
    (240, 228, 66),
    (213, 94, 0),
    (0, 114, 178),
]


def unit(size: tuple[int, int]) -> float:
    """One layout unit: 1/100 of the window's smaller side."""
    return min(size) / 100.0


def lerp_color(a: Color, b: Color, f: float) -> Color:
    f = 0.0 if f < 0 else 1.0 if f > 1 else f
    return (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f), int(a[2] + (b[2] - a[2]) * f))


def shade(c: Color, f: float) -> Color:
    """Darken (f < 1) or lighten (f > 1) a colour."""
    if f <= 1:
        return (int(c[0] * f), int(c[1] * f), int(c[2] * f))
    return lerp_color(c, (255, 255, 255), f - 1)


def colour_name(name: str) -> str:
    """The name of a tribe colour as it is drawn now, for the words (``red`` is ``orange`` in high contrast):
    prompts, log lines, tooltips and results must not say "red" about an orange tile."""
    return HIGH_CONTRAST_NAMES.get(name, name) if high_contrast else name


def tribe_color(name: str) -> Color:
    return TRIBE_COLORS.get(name, (160, 160, 160))


def tribe_dark(name: str) -> Color:
    return TRIBE_DARK.get(name, (70, 70, 70))
