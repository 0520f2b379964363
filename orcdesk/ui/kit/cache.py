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

The window calls ``window_resized(size)`` whenever its size changes. ``caches()`` lists every live cache
(the tests check their bounds); ``clear_all()`` empties them.

Letting go of a picture frees its pixels, but the C allocator keeps most of what is freed for later: pictures
of many sizes leave its heap in holes, and the process did not shrink (one table at 300 sizes: 187 MB, 129 MB
once the allocator gave back its free pages). So after a resize has let pictures go, the allocator is asked to
give back what it holds free (``malloc_trim``, glibc only; elsewhere nothing is done).
"""
from __future__ import annotations

import ctypes
import functools
import sys
import weakref
from collections import OrderedDict
from typing import Any, Callable, Hashable

RECENT_SIZES = 1  # earlier window sizes whose entries are kept besides the current size's

_MISSING = object()
_KWARGS = object()  # separates positional from keyword arguments in a key
_registry: "weakref.WeakSet[SizeCache]" = weakref.WeakSet()
_window_size: tuple[int, int] | None = None


class SizeCache:
    """An LRU of at most ``maxsize`` entries, of which those not used at the current window size or the
    ``RECENT_SIZES`` before it are dropped when the window changes size."""

    def __init__(self, name: str, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, not {maxsize}")
        self.name = name
        self.maxsize = maxsize
        self.current: OrderedDict = OrderedDict()  # used at this window size, least recently used first
        self.earlier: list[OrderedDict] = []        # what was used at each earlier size, the latest first
        _registry.add(self)

    def __len__(self) -> int:
        return len(self.current) + sum(len(entries) for entries in self.earlier)

    def __repr__(self) -> str:
        return f"SizeCache({self.name!r}, {len(self)}/{self.maxsize})"

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
        """Store ``value`` under ``key`` (the least recently used entries go beyond ``maxsize``); returns it."""
        self.current[key] = value
        self.current.move_to_end(key)
        while len(self) > self.maxsize:
            oldest = next((entries for entries in reversed(self.earlier) if entries), None)
            if oldest is not None:
                oldest.popitem(last=False)
            else:
                self.current.popitem(last=False)
        return value

    def new_size(self) -> None:
        """The window changed size: what was used so far becomes the latest earlier size."""
        self.earlier.insert(0, self.current)
        self.current = OrderedDict()
        del self.earlier[RECENT_SIZES:]

    def clear(self) -> None:
        self.current.clear()
        self.earlier.clear()


def sized_cache(maxsize: int, name: str | None = None) -> Callable:
    """Decorator: cache a drawing function's results in a ``SizeCache`` (arguments must be hashable). The
    function gains ``cache`` (the SizeCache) and ``cache_clear()``, like ``functools.lru_cache``."""
    def decorate(function: Callable) -> Callable:
        cache = SizeCache(name or f"{function.__module__}.{function.__qualname__}", maxsize)

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
    """The window is now ``size``: every cache lets go of what only earlier sizes used."""
    global _window_size
    size = (int(size[0]), int(size[1]))
    if size == _window_size:
        return
    _window_size = size
    for cache in list(_registry):
        cache.new_size()
    release_freed_memory()


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


def caches() -> list[SizeCache]:
    """Every live SizeCache, by name."""
    return sorted(_registry, key=lambda cache: cache.name)


def clear_all() -> None:
    for cache in list(_registry):
        cache.clear()
