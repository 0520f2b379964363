"""Who sits at a table, in words, for the pygame-free view models of the tables: each seat's name, its short
name and whether a human plays it (the single human is spoken to in the second person)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatNames:
    names: tuple[str, ...]  # "You", "Player 2", "Grum (hard)"
    short: tuple[str, ...]  # "You", "Player 2", "Grum"
    humans: tuple[bool, ...]

    @classmethod
    def of(cls, table) -> SeatNames:
        """The names a table gives its seats now (in the language in use)."""
        seats = range(len(table.seats))
        return cls(
            tuple(table.seat_name(s) for s in seats),
            tuple(table.short_name(s) for s in seats),
            tuple(table.is_human(s) for s in seats),
        )

    def second_person(self, seat: int | None) -> bool:
        """The single human at the table: lines about this seat say "you"."""
        return seat is not None and self.humans[seat] and self.humans.count(True) == 1
