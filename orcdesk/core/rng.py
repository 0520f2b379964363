"""A tiny seeded RNG whose whole state is one integer.

Why not `random.Random`? Its state is 625 words: slow to clone for search and bulky in saves. Every game
keeps one `Rng` in its state, so a game replays exactly from (seed, actions), a clone is one int copy, and
`to_dict` stays small. The generator is SplitMix64 (public domain algorithm by Sebastiano Vigna).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n). The modulo bias is below 2**-50 for the small n games use."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        return self.next64() % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included (like random.randint)."""
        return lo + self.randrange(hi - lo + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.next64() % sides

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.next64() % len(seq)]

    def shuffle(self, seq: MutableSequence) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.next64() % (i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def spawn(self) -> Rng:
        """An independent generator seeded from this one (advances this one by one step)."""
        return Rng(self.next64())

    def clone(self) -> Rng:
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
