"""Tweens and an animation queue, so game events play one after another.

    from orcdesk.ui.kit import anim
    q = anim.AnimQueue()
    q.push(anim.Tween(0.35, on_update=lambda f: ..., ease=anim.ease_out_cubic))   # f goes 0 -> 1
    q.push(anim.Wait(0.2))
    q.push_parallel([tween_a, tween_b])       # several at once, one queue step
    q.update(dt)                               # call every frame; dt in seconds
    q.busy                                     # True while something is playing

``anim.SPEED`` scales every duration (settings set it: 2.0 = twice as fast, 0 = instant). A tween with
``on_done`` calls it once when finished (or at once when skipped). ``q.finish_all()`` jumps to the end.
Drawing code usually reads ``tween.value`` (eased 0..1) or uses ``lerp``/``lerp_point``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

SPEED = 1.0  # global speed factor; 0 means "no animation"


def set_speed(factor: float) -> None:
    global SPEED
    SPEED = max(0.0, float(factor))


# --- easing ---------------------------------------------------------------------------------------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def pulse(t: float) -> float:
    """0 -> 1 -> 0 (a flash)."""
    return math.sin(math.pi * max(0.0, min(1.0, t)))


def lerp(a: float, b: float, f: float) -> float:
    return a + (b - a) * f


def lerp_point(a, b, f: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)


def arc_point(a, b, f: float, lift: float) -> tuple[float, float]:
    """Point on a gentle arc from a to b, ``lift`` pixels above the straight line at the middle."""
    x, y = lerp_point(a, b, f)
    return (x, y - lift * 4 * f * (1 - f))


# --- animations -----------------------------------------------------------------------------------------
class Anim:
    """Base: something that advances with time and eventually finishes."""

    done = False

    def update(self, dt: float) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        raise NotImplementedError


class Tween(Anim):
    """A value going 0 -> 1 over ``duration`` seconds (scaled by SPEED), eased."""

    def __init__(
        self,
        duration: float,
        on_update: Callable[[float], None] | None = None,
        ease: Callable[[float], float] = ease_out_cubic,
        on_done: Callable[[], None] | None = None,
        on_start: Callable[[], None] | None = None,
        tag: str = "",
    ) -> None:
        self.duration = max(0.0, duration)
        self.elapsed = 0.0
        self.ease = ease
        self.on_update = on_update
        self.on_done = on_done
        self.on_start = on_start
        self.started = False
        self.tag = tag
        self.done = False
        self.value = 0.0

    @property
    def raw(self) -> float:
        d = self.duration / SPEED if SPEED > 0 else 0.0
        return 1.0 if d <= 0 else min(1.0, self.elapsed / d)

    def _start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def update(self, dt: float) -> None:
        if self.done:
            return
        self._start()
        self.elapsed += dt
        self.value = self.ease(self.raw)
        if self.on_update:
            self.on_update(self.value)
        if self.raw >= 1.0:
            self._complete()

    def finish(self) -> None:
        if not self.done:
            self._start()
            self.elapsed = float("inf")
            self.value = 1.0
            if self.on_update:
                self.on_update(1.0)
            self._complete()

    def _complete(self) -> None:
        self.done = True
        if self.on_done:
            cb, self.on_done = self.on_done, None
            cb()


class Wait(Tween):
    def __init__(self, duration: float, on_done: Callable[[], None] | None = None) -> None:
        super().__init__(duration, on_done=on_done, ease=linear)


class Call(Tween):
    """Run a function when reached in the queue (zero duration)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__(0.0, on_done=fn)


class Gate(Anim):
    """A step that holds the queue while ``holds()`` is true: it waits for the player (a Roll button, a result
    to read before the next one replaces it), not for time. With SPEED 0 (animations off: every move jumps to
    its end) it holds nothing; ``finish()`` (undo, skip) lets it pass."""

    def __init__(self, holds: Callable[[], bool]) -> None:
        self.holds = holds
        self.done = False

    @property
    def holding(self) -> bool:
        return not self.done and SPEED > 0 and bool(self.holds())

    def update(self, dt: float) -> None:
        if not self.holding:
            self.done = True

    def finish(self) -> None:
        self.done = True


class Parallel(Anim):
    def __init__(self, anims: Iterable[Anim]) -> None:
        self.anims = list(anims)
        self.done = not self.anims

    def update(self, dt: float) -> None:
        for a in self.anims:
            a.update(dt)
        self.done = all(a.done for a in self.anims)

    def finish(self) -> None:
        for a in self.anims:
            a.finish()
        self.done = True


class AnimQueue:
    """Plays anims in order; ``active`` lists those running now (drawing code looks at them)."""

    def __init__(self) -> None:
        self.queue: list[Anim] = []
        self.ambient: list[Anim] = []  # running regardless of the queue (hover lifts, pulses)

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def moving(self) -> bool:
        """Anything playing, queued or ambient (the app draws at full rate while it is)."""
        return bool(self.queue or self.ambient)

    @property
    def current(self) -> Anim | None:
        return self.queue[0] if self.queue else None

    def push(self, a: Anim) -> Anim:
        self.queue.append(a)
        return a

    def push_parallel(self, anims: Iterable[Anim]) -> Anim:
        return self.push(Parallel(anims))

    def add_ambient(self, a: Anim) -> Anim:
        self.ambient.append(a)
        return a

    def update(self, dt: float) -> None:
        # Several zero-length steps may finish within one frame.
        budget = 64
        while self.queue and budget:
            budget -= 1
            head = self.queue[0]
            head.update(dt)
            if not head.done:
                break
            self.queue.pop(0)
            dt = 0.0
        for a in self.ambient:
            a.update(dt)
        self.ambient = [a for a in self.ambient if not a.done]

    def finish_all(self) -> None:
        while self.queue:
            self.queue.pop(0).finish()
        for a in self.ambient:
            a.finish()
        self.ambient.clear()


class Smooth:
    """A value that eases toward a target every frame (hover lift, highlight fade): critically damped."""

    def __init__(self, value: float = 0.0, rate: float = 14.0) -> None:
        self.value = value
        self.target = value
        self.rate = rate

    def update(self, dt: float) -> float:
        if SPEED <= 0:
            self.value = self.target
        else:
            k = 1 - math.exp(-self.rate * SPEED * dt)
            self.value += (self.target - self.value) * k
            if abs(self.target - self.value) < 1e-3:
                self.value = self.target
        return self.value
