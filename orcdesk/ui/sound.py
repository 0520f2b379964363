"""Sound effects, synthesized here in code: no audio files, nothing borrowed.

    player = SoundPlayer(settings)      # opens the mixer if it can; silent (no warning) if it cannot
    player.play("dice")                 # card, dice, battle, win, loss, click

Each effect is a few hundred milliseconds of samples computed with ``math`` and packed with ``array`` (no
numpy), then handed to ``pygame.mixer.Sound(buffer=...)`` in whatever format the mixer opened with. With no
audio device (or SDL's dummy driver) the player is simply ``available = False`` and every call does nothing.
"""

from __future__ import annotations

import array
import math
import os
import sys
from contextlib import contextmanager
from functools import cache

RATE = 22050  # plenty for short effects; resampled to the mixer rate when packed
EFFECTS = ("card", "dice", "battle", "win", "loss", "click")


class _Noise:
    """A tiny deterministic noise source (xorshift32), so every run sounds the same."""

    def __init__(self, seed: int) -> None:
        self.x = seed or 1

    def __call__(self) -> float:
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x / 0x7FFFFFFF - 1.0


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _mix(into: list[float], samples: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(samples) - len(into)
    if need > 0:
        into.extend([0.0] * need)
    for i, v in enumerate(samples):
        into[start + i] += v * gain


def _tone(
    freq: float, seconds: float, decay: float, attack: float = 0.004, shape: str = "sine", partials: tuple = ()
) -> list[float]:
    """A plucked or struck note: fast attack, exponential decay; ``partials`` = ((ratio, gain), ...)."""
    n = int(RATE * seconds)
    out = []
    two_pi = 2 * math.pi
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t * decay)
        phase = two_pi * freq * t
        if shape == "triangle":
            v = 2 / math.pi * math.asin(math.sin(phase))
        else:
            v = math.sin(phase)
        for ratio, gain in partials:
            v += gain * math.sin(phase * ratio)
        out.append(v * env)
    return out


def _noise_burst(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> list[float]:
    """Decaying noise; ``smooth`` (0..1) is a one-pole low-pass: higher is duller."""
    noise = _Noise(seed)
    out, prev = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        prev = prev * smooth + noise() * (1 - smooth)
        out.append(prev * math.exp(-t * decay))
    return out


def _card() -> list[float]:
    # A card sliding onto felt: a soft swish that swells then fades, and a tiny tap as it lands.
    swish = _noise_burst(0.16, 0.0, 11, smooth=0.55)
    n = len(swish)
    swish = [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(swish)]
    out = _silence(0.2)
    _mix(out, swish, 0.0, 0.5)
    _mix(out, _noise_burst(0.03, 160, 12, smooth=0.8), 0.15, 0.8)
    return out


def _dice() -> list[float]:
    # Dice rattling in a cup then landing: clicks of wood on wood, closer together, then two last knocks.
    out = _silence(0.45)
    times = [0.0, 0.045, 0.08, 0.12, 0.15, 0.19, 0.215, 0.26, 0.33, 0.39]
    for k, at in enumerate(times):
        click = _tone(900 + 137 * (k % 5), 0.04, 120, attack=0.001, partials=((2.3, 0.4), (3.7, 0.2)))
        _mix(out, click, at, 0.35)
        _mix(out, _noise_burst(0.02, 250, 30 + k, smooth=0.3), at, 0.25)
    return out


def _battle() -> list[float]:
    # A heavy blow: low thump plus a ringing, slightly out-of-tune metal clang.
    out = _silence(0.55)
    _mix(out, _tone(70, 0.35, 12, attack=0.002, partials=((1.5, 0.3),)), 0.0, 0.9)
    clang = _tone(523, 0.5, 9, attack=0.001, partials=((1.49, 0.6), (2.17, 0.45), (2.96, 0.3), (4.11, 0.2)))
    _mix(out, clang, 0.01, 0.22)
    _mix(out, _noise_burst(0.06, 60, 41, smooth=0.2), 0.0, 0.5)
    return out


def _melody(notes: list[tuple[float, float]], step: float, decay: float) -> list[float]:
    out: list[float] = []
    for k, (freq, hold) in enumerate(notes):
        _mix(out, _tone(freq, hold, decay, attack=0.01, shape="triangle", partials=((2.0, 0.15),)), k * step, 0.5)
    return out


def _win() -> list[float]:
    # A bright rising fanfare: C5 E5 G5 then a held C6.
    return _melody([(523.25, 0.3), (659.25, 0.3), (783.99, 0.3), (1046.5, 0.7)], 0.11, 4.5)


def _loss() -> list[float]:
    # A falling minor figure, lower and slower: G4 E-flat4 C4.
    return _melody([(392.0, 0.4), (311.13, 0.4), (261.63, 0.9)], 0.2, 3.0)


def _click() -> list[float]:
    return _tone(1800, 0.03, 200, attack=0.001)


_MAKERS = {"card": _card, "dice": _dice, "battle": _battle, "win": _win, "loss": _loss, "click": _click}


@cache
def samples(name: str) -> tuple[float, ...]:
    """The effect as floats in -1..1 at RATE Hz, mono (normalized to a peak of 0.8)."""
    if name not in _MAKERS:
        raise ValueError(f"unknown sound {name!r}; known: {', '.join(EFFECTS)}")
    raw = _MAKERS[name]()
    peak = max(abs(v) for v in raw) or 1.0
    fade = int(RATE * 0.01)  # no click at the end
    n = len(raw)
    return tuple(v / peak * 0.8 * (min(1.0, (n - i) / fade)) for i, v in enumerate(raw))


def to_bytes(mono: tuple[float, ...], frequency: int, size: int, channels: int) -> bytes:
    """Pack samples for a mixer opened with ``pygame.mixer.get_init() == (frequency, size, channels)``."""
    if frequency != RATE:  # nearest-sample resampling is plenty for short effects
        step = RATE / frequency
        mono = tuple(mono[min(len(mono) - 1, int(i * step))] for i in range(int(len(mono) / step)))
    if size in (-16, 16):
        data = array.array("h", (int(v * 32767) for v in mono for _ in range(channels)))
    elif size == 32:
        data = array.array("f", (v for v in mono for _ in range(channels)))
    elif size == -32:
        data = array.array("i", (int(v * 2147483647) for v in mono for _ in range(channels)))
    elif size == 8:
        data = array.array("B", (int(v * 127) + 128 for v in mono for _ in range(channels)))
    elif size == -8:
        data = array.array("b", (int(v * 127) for v in mono for _ in range(channels)))
    else:
        raise ValueError(f"unsupported mixer sample size {size}")
    if sys.byteorder == "big" and data.itemsize > 1:
        data.byteswap()  # SDL's AUDIO_S16SYS etc. are native order; pygame's negative sizes mean signed
    return data.tobytes()


def synthesize_all() -> dict[str, bytes]:
    """Every effect as 16-bit mono bytes at RATE (for checks and tests)."""
    return {name: to_bytes(samples(name), RATE, -16, 1) for name in EFFECTS}


@contextmanager
def quiet_stderr():
    """Send what C libraries write to file descriptor 2 to the null device for a moment, then restore it.
    Python's own sys.stderr is flushed first so none of its text is lost. Where fd 2 cannot be duplicated (a
    windowed app on Windows has none), nothing changes."""
    try:
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


class SoundPlayer:
    """Plays the effects at the settings' volume; does nothing at all when there is no audio device."""

    def __init__(self, settings=None) -> None:
        self.enabled = True
        self.volume = 0.7
        self._sounds: dict = {}
        self.available = self._open_mixer()
        if settings is not None:
            self.apply(settings)

    @staticmethod
    def _open_mixer() -> bool:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            import pygame

            if not pygame.mixer.get_init():
                with quiet_stderr():  # with no sound card, ALSA prints eight lines of its own here
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            return bool(pygame.mixer.get_init())
        except Exception:  # no device, no driver, or no mixer module: play silently
            return False

    def warm_up(self) -> None:
        """Build every effect now (about half a second), e.g. in a background thread at start-up, so the first
        dice roll does not stutter."""
        if self.available:
            for name in EFFECTS:
                try:
                    self._sound(name)
                except Exception:
                    self.available = False
                    return

    def apply(self, settings) -> None:
        self.enabled = bool(settings.sound)
        self.volume = settings.volume / 100.0

    def _sound(self, name: str):
        if name not in self._sounds:
            import pygame

            frequency, size, channels = pygame.mixer.get_init()
            self._sounds[name] = pygame.mixer.Sound(buffer=to_bytes(samples(name), frequency, size, channels))
        return self._sounds[name]

    def play(self, name: str) -> None:
        if name not in _MAKERS:
            raise ValueError(f"unknown sound {name!r}; known: {', '.join(EFFECTS)}")
        if not (self.available and self.enabled and self.volume > 0):
            return
        try:
            sound = self._sound(name)
            sound.set_volume(self.volume)
            sound.play()
        except Exception:  # the device went away mid-game: carry on silently
            self.available = False
