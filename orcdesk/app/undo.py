"""How far back Undo may go: a pure function of the action history.

The history is a list of ``(seat, action, events)`` in the order played. Undo takes back the last human
decision together with everything played after it (the AI's replies), so the position returns to the moment
that human chose. It never goes back past a move that may not be undone: one whose events carry
``"barrier": True`` (a card revealed, a shuffle, a dice roll), as each game declares it (the contract's
``undoable``: the event flags, the codec's ``undo=False`` kinds, the table's own moves). Pressing Undo again
goes one human decision further back, up to the last barrier. In hotseat the same rule holds for every human:
the screen is then handed back to the player whose decision was taken back.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

# Catalogue keys for why Undo is disabled (data/i18n/<lang>/common.yaml).
NOTHING = "common.undo.nothing"
REVEALED = "common.undo.revealed"
RANDOM = "common.undo.random"
# Only to word the reason: a barrier whose event type says dice or a toss is "random", else "revealed".
_RANDOM_WORDS = ("roll", "dice", "die", "toss")


@dataclass(frozen=True)
class UndoPoint:
    """``keep`` actions of the history stay when undoing (None: undo is not possible, see ``reason``)."""

    keep: int | None
    reason: str | None = None

    @property
    def possible(self) -> bool:
        return self.keep is not None


def _barrier(events: Iterable[dict]) -> dict | None:
    for event in events or ():
        if event.get("barrier"):
            return event
    return None


def _barrier_reason(event: dict) -> str:
    kind = str(event.get("type", "")).lower()
    return RANDOM if any(word in kind for word in _RANDOM_WORDS) else REVEALED


def undo_point(history: Sequence[tuple], human_seats: Iterable[int]) -> UndoPoint:
    """Where one press of Undo goes: keep ``history[:keep]``; or why it cannot."""
    humans = set(human_seats)
    for index in range(len(history) - 1, -1, -1):
        seat, _action, events = history[index]
        barrier = _barrier(events)
        if barrier is not None:
            return UndoPoint(None, _barrier_reason(barrier))
        if seat in humans:
            return UndoPoint(index)
    return UndoPoint(None, NOTHING)


def earliest_point(history: Sequence[tuple], human_seats: Iterable[int]) -> int:
    """The shortest history repeated Undo can reach (``len(history)`` if it cannot undo at all)."""
    humans = set(human_seats)
    earliest = len(history)
    for index in range(len(history) - 1, -1, -1):
        seat, _action, events = history[index]
        if _barrier(events) is not None:
            break
        if seat in humans:
            earliest = index
    return earliest
