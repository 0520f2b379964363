"""Caches of drawn pictures stay bounded: what only window sizes long gone used is let go (kit/cache.py)."""

from __future__ import annotations

import importlib
import os
import pkgutil

import pygame
import pytest

import orcdesk.ui
from orcdesk.games import playable_games
from orcdesk.ui import perf
from orcdesk.ui.kit import cache, dice
from orcdesk.ui.kit.cache import SizeCache, sized_cache

GAMES = playable_games()
# functools caches allowed in the UI: their arguments name no pixel size, so they cannot grow with the window.
SIZE_FREE = {
    "orcdesk.ui.tables.orlog.art.orlog_data",
    "orcdesk.ui.kit.dice._mesh",
    "orcdesk.ui.kit.dice.face_texture",
    "orcdesk.ui.kit.dice._gold_frame",
    "orcdesk.ui.kit.text._font_bytes",
    "orcdesk.ui.sound.samples",
}

_sizes = iter(range(3000, 10**6))


def new_window_size() -> None:
    cache.window_resized((next(_sizes), 700))


def test_a_new_window_size_lets_go_of_what_only_older_sizes_used():
    pictures = SizeCache("test.pictures", maxsize=100)
    pictures.put(("face", 10), "ten")
    pictures.put("font", "size-free")
    new_window_size()
    pictures.put(("face", 20), "twenty")
    assert pictures.get("font") == "size-free"  # used again at the new size: it stays
    for _ in range(cache.RECENT_SIZES):
        new_window_size()
    assert pictures.get(("face", 10)) is None  # used only at a size more than RECENT_SIZES ago
    assert pictures.get("font") == "size-free"
    new_window_size()
    new_window_size()
    assert pictures.get(("face", 20)) is None and pictures.get("font") is None and len(pictures) == 0


def test_a_size_cache_keeps_its_count_bound_least_recently_used_first():
    pictures = SizeCache("test.bound", maxsize=3)
    for n in range(3):
        pictures.put(n, str(n))
    assert pictures.get(0) == "0"
    pictures.put(3, "3")
    assert len(pictures) == 3 and pictures.get(1) is None and pictures.get(0) == "0"
    new_window_size()
    pictures.put(4, "4")
    pictures.put(5, "5")
    pictures.put(6, "6")  # the earlier size's entries go before the current size's
    assert len(pictures) == 3 and [pictures.get(k) for k in (4, 5, 6)] == ["4", "5", "6"]
    with pytest.raises(ValueError, match="maxsize"):
        SizeCache("test.none", maxsize=0)


def test_a_size_cache_keeps_its_bound_in_bytes_of_pixels():
    pictures = SizeCache("test.bytes", maxsize=100, max_bytes=10 * 10 * 4 * 3)  # three 10×10 pictures
    for side in range(20):
        pictures.put(side, pygame.Surface((10, 10), pygame.SRCALPHA))
        if side % 7 == 6:
            new_window_size()
        held = sum(
            cache.picture_bytes(v) for entries in (pictures.current, *pictures.earlier) for v in entries.values()
        )
        assert pictures.bytes == held <= pictures.max_bytes
    assert len(pictures) == 3
    big = pictures.put("big", pygame.Surface((40, 40)))  # larger than the bound alone: kept, the rest goes
    assert pictures.get("big") is big and len(pictures) == 1


@pytest.fixture
def tiny_window():
    """A 10×10 window for the budget, and the usual one again after the test."""
    cache.clear_all()
    cache.window_resized((10, 10))
    yield cache.budget()
    cache.window_resized((1280, 720))


def test_all_caches_together_keep_to_a_budget_of_screens(tiny_window):
    assert tiny_window == cache.BUDGET_SCREENS * 10 * 10 * 4
    cards, labels = SizeCache("test.cards", maxsize=100), SizeCache("test.labels", maxsize=100)
    background = SizeCache("test.background", maxsize=4)
    background.put("felt", pygame.Surface((10, 10 * cache.BUDGET_SCREENS // 2), pygame.SRCALPHA))  # half of it
    for n in range(40):
        cards.put(n, pygame.Surface((10, 5), pygame.SRCALPHA))
        labels.put(n, pygame.Surface((5, 5), pygame.SRCALPHA))
        assert cache.held_bytes() <= tiny_window
    assert background.get("felt") is not None  # the last picture of a cache stays
    assert cards.get(39) is not None and cards.get(0) is None  # the least recently used went
    assert cache.held_bytes() == sum(c.bytes for c in cache.caches())
    del cards, labels, background
    assert cache.held_bytes() == sum(c.bytes for c in cache.caches())


def test_sized_cache_calls_once_per_arguments_and_clears():
    calls = []

    @sized_cache(maxsize=8)
    def square(side: int, colour: str = "red") -> tuple:
        calls.append((side, colour))
        return (side, colour)

    assert square(3) is square(3) and square(3, colour="blue") == (3, "blue")
    assert calls == [(3, "red"), (3, "blue")] and len(square.cache) == 2
    square.cache_clear()
    square(3)
    assert len(calls) == 3 and square.__name__ == "square" and square.cache in cache.caches()


def test_the_dice_caches_have_a_bound():
    for size in range(20, 140):
        dice._shadow(size, 0.0)
        dice._icon_mask("axe", size)
    assert len(dice._shadow.cache) <= dice._shadow.cache.maxsize <= 64
    assert len(dice._icon_mask.cache) <= dice._icon_mask.cache.maxsize <= 64


def _ui_modules():
    for module in pkgutil.walk_packages(orcdesk.ui.__path__, "orcdesk.ui."):
        yield importlib.import_module(module.name)


def test_every_picture_cache_in_the_ui_lets_old_window_sizes_go():
    """A functools cache keyed by a pixel size keeps pictures of sizes long gone (600 sizes: 73 -> 679 MB):
    picture caches use kit.cache.sized_cache / SizeCache, with a bound."""
    plain = []
    for module in _ui_modules():
        for name, value in vars(module).items():
            qualified = f"{module.__name__}.{name}"
            if (
                hasattr(value, "cache_info")
                and getattr(value, "__module__", None) == module.__name__
                and qualified not in SIZE_FREE
            ):
                plain.append(qualified)
    assert plain == []
    assert all(c.maxsize >= 1 for c in cache.caches())


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_a_table_drawn_at_many_sizes_holds_no_more_than_two_sizes_of_pictures(info):
    from orcdesk.ui.staging import build_table

    size = (1280, 720)
    app, table = build_table(info.id, seed=2, size=size)
    try:
        cache.clear_all()
        app.step(1 / 60, events=[])
        one_size = cache.held_bytes()
        for other in perf.sweep_sizes(10, high=size):  # none larger than ``size``
            app.resize(other)
            app.step(1 / 60, events=[])
        app.resize(size)
        app.step(1 / 60, events=[])
        # this size's pictures and those of RECENT_SIZES earlier sizes, none of them larger
        assert one_size > 0 and cache.held_bytes() <= one_size * (1 + cache.RECENT_SIZES) * 1.1
        assert all(len(c) <= c.maxsize for c in cache.caches())
    finally:
        for scene in list(app.stack):
            scene.on_exit()


def test_freed_memory_is_handed_back_once_a_size_holds_not_during_a_drag(monkeypatch):
    trims = []
    monkeypatch.setattr(cache, "_trim", trims.append)
    for step in range(5):  # a dragged corner: a new size every frame
        cache.window_resized((4000 + step, 700))
    assert trims == []
    for _ in range(cache.TRIM_AFTER_FRAMES + 5):
        cache.window_resized((4004, 700))
    assert trims == [0]


@pytest.mark.parametrize("driver, hint", [("x11", "0"), ("wayland", None), ("dummy", None)])
def test_an_x11_window_shows_frames_without_a_gl_driver(monkeypatch, driver, hint):
    """SDL's GL texture framebuffer under X11 cost 112 MB at 1920×1080 (Xvfb) for frames drawn in software."""
    from orcdesk.ui import app

    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setattr(app.pygame.display, "get_driver", lambda: driver)
    app._software_framebuffer()
    assert os.environ.get("SDL_FRAMEBUFFER_ACCELERATION") == hint


def test_a_size_set_without_resize_reaches_the_caches():
    """Fullscreen sets the display mode itself: the caches learn the new size from the next frame."""
    from orcdesk.ui.app import App

    app = App((800, 600))
    pictures = SizeCache("test.fullscreen", maxsize=4)
    pictures.put("at 800x600", "picture")
    for width in range(801, 803 + cache.RECENT_SIZES):
        app.screen = pygame.display.set_mode((width, 600), app.flags)
        app.step(1 / 60, events=[])
    assert pictures.get("at 800x600") is None
