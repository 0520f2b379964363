"""Actions as values: one small codec per game turns named fields into the engine's action integers and back.

Engines keep actions as plain ``int`` (fast to compare, hash and store in search trees), but nobody outside the
engine should do the arithmetic: a table, a bot or a test asks the game's codec instead.

    CODEC = ActionCodec([
        Kind("deal", table=True),                              # the table's own action
        Kind("desert", [Field("pile", 14)]),
        Kind("shield", [Field("pile", 14)]),
        Kind("spy", [Field("target", 7), Field("ask", 60)], undo=False),
    ])
    a = CODEC.encode("desert", pile=3)        # an int
    d = CODEC.decode(a)                        # Decoded(kind="desert", pile=3)
    d.kind, d.pile, d["pile"], d.fields        # "desert", 3, 3, {"pile": 3}
    CODEC.to_text(a) == "desert 3"; CODEC.from_text("desert 3") == a
    CODEC.may_undo(a)                          # what the Kind declared

Each kind owns a contiguous block of integers (its fields in mixed radix, the first field most significant),
so the order of ``legal_actions`` sorted by value is by kind, then by fields. A ``Field`` may name its values
(``labels``) so the text reads ``ask orc_6`` instead of ``ask 17``; text always accepts the plain number too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    """One part of an action: ``size`` values 0..size-1, optionally named by ``labels`` (one per value)."""

    name: str
    size: int
    labels: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.size < 1:
            raise ValueError(f"field {self.name!r}: size must be at least 1")
        if self.labels is not None:
            object.__setattr__(self, "labels", tuple(self.labels))
            if len(self.labels) != self.size or len(set(self.labels)) != self.size:
                raise ValueError(f"field {self.name!r}: needs {self.size} distinct labels")

    def text(self, value: int) -> str:
        return self.labels[value] if self.labels is not None else str(value)

    def parse(self, text: str) -> int:
        if self.labels is not None and text in self.labels:
            return self.labels.index(text)
        try:
            value = int(text)
        except ValueError:
            raise ValueError(f"{self.name}: {text!r} is not a value") from None
        if not 0 <= value < self.size:
            raise ValueError(f"{self.name}: {value} is out of range 0..{self.size - 1}")
        return value


@dataclass(frozen=True)
class Kind:
    """A kind of action: its ``name``, its fields, whether a player may undo it, whether the table plays it."""

    name: str
    fields: Sequence[Field] = ()
    undo: bool = True
    table: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "fields", tuple(self.fields))
        if not self.name or " " in self.name:
            raise ValueError(f"kind name {self.name!r}: one word")

    @property
    def count(self) -> int:
        n = 1
        for f in self.fields:
            n *= f.size
        return n


class Decoded:
    """A decoded action: ``kind`` and each field as an attribute (``d.pile``) or item (``d["pile"]``)."""

    __slots__ = ("kind", "fields")

    def __init__(self, kind: str, fields: dict[str, int]) -> None:
        self.kind = kind
        self.fields = fields

    def __getattr__(self, name: str) -> int:
        try:
            return self.fields[name]
        except KeyError:
            raise AttributeError(f"{self.kind} has no field {name!r}") from None

    def __getitem__(self, name: str) -> int:
        return self.fields[name]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decoded) and (other.kind, other.fields) == (self.kind, self.fields)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v}" for k, v in self.fields.items())
        return f"Decoded({self.kind!r}{', ' if inner else ''}{inner})"


class ActionCodec:
    """Encode/decode a game's actions (see the module docstring)."""

    def __init__(self, kinds: Iterable[Kind]) -> None:
        self.kinds: tuple[Kind, ...] = tuple(kinds)
        self._by_name: dict[str, tuple[int, Kind]] = {}
        base = 0
        self._bases: list[int] = []
        for kind in self.kinds:
            if kind.name in self._by_name:
                raise ValueError(f"kind {kind.name!r} declared twice")
            self._by_name[kind.name] = (base, kind)
            self._bases.append(base)
            base += kind.count
        self.size = base  # every action is in range(size)
        # Decoded actions, kept: the AIs decode the same few legal actions thousands of times per decision
        # (a Decoded is never changed after it is made, so one copy serves every caller).
        self._decoded: dict[int, Decoded] = {}

    def kind(self, name: str) -> Kind:
        return self._by_name[name][1]

    def encode(self, kind: str, **values: int) -> int:
        try:
            base, spec = self._by_name[kind]
        except KeyError:
            raise ValueError(f"unknown action kind {kind!r}") from None
        if set(values) != {f.name for f in spec.fields}:
            raise ValueError(f"{kind} takes fields {[f.name for f in spec.fields]}, got {sorted(values)}")
        code = 0
        for f in spec.fields:
            v = values[f.name]
            if not 0 <= v < f.size:
                raise ValueError(f"{kind}.{f.name}={v} is out of range 0..{f.size - 1}")
            code = code * f.size + v
        return base + code

    def _locate(self, action: int) -> tuple[int, Kind]:
        if type(action) is not int or not 0 <= action < self.size:
            raise ValueError(f"not an action of this game: {action!r}")
        lo, hi = 0, len(self._bases) - 1
        while lo < hi:  # the last base <= action
            mid = (lo + hi + 1) // 2
            if self._bases[mid] <= action:
                lo = mid
            else:
                hi = mid - 1
        return self._bases[lo], self.kinds[lo]

    def kind_of(self, action: int) -> str:
        return self._locate(action)[1].name

    def decode(self, action: int) -> Decoded:
        known = self._decoded.get(action) if type(action) is int else None
        if known is not None:
            return known
        base, spec = self._locate(action)
        code = action - base
        values: dict[str, int] = {}
        for f in reversed(spec.fields):
            code, values[f.name] = divmod(code, f.size)
        decoded = self._decoded[action] = Decoded(spec.name, {f.name: values[f.name] for f in spec.fields})
        return decoded

    def may_undo(self, action: int) -> bool:
        return self._locate(action)[1].undo

    def is_table(self, action: int) -> bool:
        return self._locate(action)[1].table

    def to_text(self, action: int) -> str:
        _, spec = self._locate(action)
        d = self.decode(action)
        return " ".join([spec.name] + [f.text(d.fields[f.name]) for f in spec.fields])

    def from_text(self, text: str) -> int:
        words = text.split()
        if not words or words[0] not in self._by_name:
            raise ValueError(f"unknown action {text!r}")
        spec = self._by_name[words[0]][1]
        if len(words) != 1 + len(spec.fields):
            raise ValueError(f"{spec.name} takes {len(spec.fields)} value(s): {text!r}")
        return self.encode(spec.name, **{f.name: f.parse(w) for f, w in zip(spec.fields, words[1:])})


__all__ = ["ActionCodec", "Kind", "Field", "Decoded"]
