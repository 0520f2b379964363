"""How far back Undo may go: a pure function of the action history.

The history is a list of ``(seat, action, events)`` in the order played. Undo takes back the human's last
decision together with everything played after it (the AI's replies), so the position returns to the moment
the human chose. It never goes back past an event marked ``"barrier": True`` (a card revealed, a shuffle, a
dice roll): the player has seen something they must not be able to choose again. Pressing Undo again goes one
human decision further back, up to the last barrier.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

# Catalogue keys for why Undo is disabled (data/i18n/<lang>/common.yaml).
NOTHING = "common.undo.nothing"
REVEALED = "common.undo.revealed"
RANDOM = "common.undo.random"
HOTSEAT = "common.undo.hotseat"
_RANDOM_WORDS = ("roll", "dice", "die", "toss")
# Safety net: an engine that forgets the "barrier" flag still may not let a player undo a roll or a look at a
# hidden card (the seeded RNG would replay the same dice, so undo would show the future). Event types that
# contain one of these words are barriers too.
_IMPLIED_WORDS = ("roll", "dice", "toss", "draw", "shuffle", "deal", "reveal")


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
        kind = str(event.get("type", "")).lower()
        if any(word in kind for word in _IMPLIED_WORDS):
            return event
    return None


def _barrier_reason(event: dict) -> str:
    kind = str(event.get("type", "")).lower()
    return RANDOM if any(word in kind for word in _RANDOM_WORDS) else REVEALED


def undo_point(history: Sequence[tuple], human_seats: Iterable[int], against_ai: bool = True) -> UndoPoint:
    """Where one press of Undo goes: keep ``history[:keep]``; or why it cannot."""
    if not against_ai:
        return UndoPoint(None, HOTSEAT)
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
