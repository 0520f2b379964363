"""Bounded caches for what the UI draws: a picture is kept while its window size is on screen, then let go.

Most pictures the UI rasterises (text, card faces, dice, table backgrounds, glyphs, tokens) are cached, and
most are keyed by a pixel size that follows the window. A plain LRU of N entries keeps up to N pictures of
sizes long gone: dragging a window corner through 300 sizes grew the process by 400 to 600 MB. A
``SizeCache`` is an LRU with a count bound that also forgets, each time the window changes size, what was not
used at the current size or the ``RECENT_SIZES`` sizes before it (so maximising and restoring a window
draws nothing again). An entry that does not depend on the size (a font used at every size) is simply used
again at the new size and stays.

    @sized_cache(maxsize=128)                    # a drawing function, like functools.lru_cache
    def card_face(card: str, w: int, h: int) -> pygame.Surface: ...

    renders = SizeCache("text", maxsize=2048)    # or a cache filled by hand
    surf = renders.get(key)
    if surf is None:
        surf = renders.put(key, make())

A count alone bounds nothing when each picture grows with the window, and a long session at one size fills
every cache up to its count (Orlog: 54 to 94 MB of pictures over 24 games at 1920×1080). So the pixels all
caches hold together are bounded too, by ``BUDGET_SCREENS`` times the window's own pixels: beyond it the
pictures of earlier sizes go first, then the least recently used of the cache that holds the most; the last
picture a cache used always stays (a table draws from 5 to 6 screens of pictures a frame). A cache may also
have its own bound in bytes (``max_bytes``).

The window calls ``window_resized(size)`` whenever its size changes. ``caches()`` lists every live cache
and ``held_bytes()`` the pixels they hold (the tests check the bounds); ``clear_all()`` empties them.

Letting go of a picture frees its pixels, but the C allocator keeps most of what is freed for later: pictures
of many sizes leave its heap in holes, and the process did not shrink (one table at 300 sizes: 187 MB, 129 MB
once the allocator gave back its free pages). So once the window has kept its new size for
``TRIM_AFTER_FRAMES`` frames, the allocator is asked to give back what it holds free (``malloc_trim``, glibc
only; elsewhere nothing is done). Not at every size while a corner is dragged: pages given back are faulted
in again by the next size's pictures, which cost 17 ms a size (Orc Wars, 52 -> 69 ms of CPU).
"""

from __future__ import annotations

import ctypes
import functools
import sys
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

RECENT_SIZES = 1  # earlier window sizes whose entries are kept besides the current size's
TRIM_AFTER_FRAMES = 10  # frames at an unchanged size before freed memory is handed back (see above)
BUDGET_SCREENS = 10  # pixels all caches may hold together, in windows' worth (1920×1080: 79 MiB)

_MISSING = object()
_KWARGS = object()  # separates positional from keyword arguments in a key
_registry: weakref.WeakSet[SizeCache] = weakref.WeakSet()
_window_size: tuple[int, int] | None = None
_budget = BUDGET_SCREENS * 1280 * 720 * 4
_held = 0  # bytes of pixels held by all caches together
_trim_in: int | None = None  # frames left before the memory freed by the last size change is handed back


class SizeCache:
    """An LRU of at most ``maxsize`` entries (and, with ``max_bytes``, at most that many bytes of pixels), of which
    those not used at the current window size or the ``RECENT_SIZES`` before it are dropped when the window
    changes size; all caches together keep to the budget (see the module)."""

    def __init__(self, name: str, maxsize: int, max_bytes: int | None = None) -> None:
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, not {maxsize}")
        self.name = name
        self.maxsize = maxsize
        self.max_bytes = max_bytes
        self.current: OrderedDict = OrderedDict()  # used at this window size, least recently used first
        self.earlier: list[OrderedDict] = []  # what was used at each earlier size, the latest first
        self.weights: dict = {}  # bytes of pixels of each entry
        self.bytes = 0
        _registry.add(self)

    def __len__(self) -> int:
        return len(self.current) + sum(len(entries) for entries in self.earlier)

    def __del__(self) -> None:
        global _held
        _held -= getattr(self, "bytes", 0)  # a cache of an object that is gone (module caches live on)

    def __repr__(self) -> str:
        return f"SizeCache({self.name!r}, {len(self)}/{self.maxsize}, {self.bytes >> 20} MiB)"

    def get(self, key: Hashable, default: Any = None) -> Any:
        value = self.current.get(key, _MISSING)
        if value is not _MISSING:
            self.current.move_to_end(key)
            return value
        for entries in self.earlier:
            value = entries.pop(key, _MISSING)
            if value is not _MISSING:
                self.current[key] = value  # used at this size too: it moves up with the size
                return value
        return default

    def put(self, key: Hashable, value: Any) -> Any:
        """Store ``value`` under ``key``; the least recently used entries go beyond the bounds (never the new
        one). Returns ``value``."""
        for entries in (self.current, *self.earlier):
            if entries.pop(key, _MISSING) is not _MISSING:
                self._unweigh(key)
                break
        self.current[key] = value
        weight = self.weights[key] = picture_bytes(value)
        self._reweigh(weight)
        while len(self) > 1 and (
            len(self) > self.maxsize or (self.max_bytes is not None and self.bytes > self.max_bytes)
        ):
            self.evict_one()
        if _held > _budget:
            _keep_to_budget()
        return value

    def evictable(self) -> bool:
        """Whether anything but the picture used last can go."""
        return any(self.earlier) or len(self.current) > 1

    def evict_one(self) -> None:
        """Let go of the least recently used entry, an earlier size's first."""
        entries = next((older for older in reversed(self.earlier) if older), self.current)
        self._unweigh(entries.popitem(last=False)[0])

    def new_size(self) -> None:
        """The window changed size: what was used so far becomes the latest earlier size."""
        self.earlier.insert(0, self.current)
        self.current = OrderedDict()
        for entries in self.earlier[RECENT_SIZES:]:
            for key in entries:
                self._unweigh(key)
        del self.earlier[RECENT_SIZES:]

    def clear(self) -> None:
        self.current.clear()
        self.earlier.clear()
        self.weights.clear()
        self._reweigh(-self.bytes)

    def _unweigh(self, key: Hashable) -> None:
        self._reweigh(-self.weights.pop(key))

    def _reweigh(self, delta: int) -> None:
        global _held
        self.bytes += delta
        _held += delta


def picture_bytes(value: Any) -> int:
    """Bytes of pixels in a cached value: a Surface, something with a ``surface`` (a die sprite), or a tuple or
    list of those; anything else (a font, a list of lines) weighs nothing here."""
    if isinstance(value, (tuple, list)):
        return sum(picture_bytes(item) for item in value)
    surface = value if hasattr(value, "get_bytesize") else getattr(value, "surface", None)
    if surface is None or not hasattr(surface, "get_bytesize"):
        return 0
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def _keep_to_budget() -> None:
    """Over the budget: earlier sizes' pictures go first, then the least recently used of the fullest cache."""
    while _held > _budget:
        candidates = [cache for cache in _registry if cache.evictable()]
        if not candidates:
            return
        older = [cache for cache in candidates if any(cache.earlier)]
        max(older or candidates, key=lambda cache: cache.bytes).evict_one()


def sized_cache(maxsize: int, max_bytes: int | None = None, name: str | None = None) -> Callable:
    """Decorator: cache a drawing function's results in a ``SizeCache`` (arguments must be hashable). The
    function gains ``cache`` (the SizeCache) and ``cache_clear()``, like ``functools.lru_cache``."""

    def decorate(function: Callable) -> Callable:
        cache = SizeCache(name or f"{function.__module__}.{function.__qualname__}", maxsize, max_bytes)

        @functools.wraps(function)
        def cached(*args, **kwargs):
            key = args if not kwargs else (*args, _KWARGS, *kwargs.items())
            current = cache.current
            value = current.get(key, _MISSING)
            if value is not _MISSING:
                current.move_to_end(key)
                return value
            value = cache.get(key, _MISSING)
            if value is _MISSING:
                value = cache.put(key, function(*args, **kwargs))
            return value

        cached.cache = cache
        cached.cache_clear = cache.clear
        return cached

    return decorate


def window_resized(size: tuple[int, int]) -> None:
    """The window is now ``size`` (the App calls this at each resize and each frame): every cache lets go of what
    only earlier sizes used, the budget follows the window's pixels, and the memory freed is handed back once
    the size has held for a few frames."""
    global _window_size, _budget, _trim_in
    size = (int(size[0]), int(size[1]))
    if size == _window_size:
        if _trim_in is not None:
            _trim_in -= 1
            if _trim_in <= 0:
                _trim_in = None
                release_freed_memory()
        return
    _window_size = size
    _budget = BUDGET_SCREENS * size[0] * size[1] * 4
    for cache in list(_registry):
        cache.new_size()
    _keep_to_budget()
    _trim_in = TRIM_AFTER_FRAMES


def budget() -> int:
    """Bytes of pixels all caches may hold together at the current window size."""
    return _budget


def held_bytes() -> int:
    """Bytes of pixels held by every cache together."""
    return _held


def caches() -> list[SizeCache]:
    """Every live SizeCache, by name."""
    return sorted(_registry, key=lambda cache: cache.name)


def clear_all() -> None:
    for cache in list(_registry):
        cache.clear()


def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim = ctypes.CDLL(None).malloc_trim  # glibc; musl has none
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


_trim = _malloc_trim()


def release_freed_memory() -> None:
    """Hand the memory the C allocator holds free back to the system (glibc; a few ms), so letting pictures go
    shows in the process's size."""
    if _trim is not None:
        _trim(0)
