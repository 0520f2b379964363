"""Pacing of a round on the De l'orc pour les braves table: a deal starts only when the player is ready.

Before the first card of a deal (every round, the first one included) and when a game is taken up again in the
middle of a deal (Continue), the table holds the match clock (``hold_clock``) and shows the last round's summary
(what each seat scored and why) with a "Ready" button; Ready starts a short countdown and the first card is dealt
as it ends. The numbers are in ``data/braves.yaml`` (``table_pacing``, proposed: not in the rules).

:class:`ReadyGate` is the logic (no pygame); :func:`round_summary` turns the round's ``battle_result`` events into
what each seat scored; drawing is in ``draw_gate.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from orcdesk.core.data import load_yaml


def countdown_seconds() -> float:
    """Seconds counted down after Ready (``table_pacing.countdown`` in data/braves.yaml)."""
    pacing = load_yaml("braves.yaml").need("table_pacing", dict)
    seconds = pacing.need("countdown", (int, float))
    if not 0 <= seconds <= 10:
        raise pacing.error("countdown", "between 0 and 10 seconds")
    return float(seconds)


@dataclass
class ReadyGate:
    """Whether a deal waits for the player. ``countdown`` seconds run after :meth:`press`; the clock is held
    until only ``first_card_after`` seconds are left (the deal's own delay before its first card), so the first
    card lands as the count reaches zero."""

    countdown: float
    released_round: int | None = None  # the round whose deal the player started
    resume: bool = False  # taken up again mid-deal: ask again before the cards go on
    left: float | None = None  # seconds left of the countdown (None: Ready not pressed)
    enabled: bool = True

    def waiting(self, phase_is_deal: bool, dealt: int, round_: int) -> bool:
        """The gate is shown (before Ready, or counting down)."""
        if not self.enabled:
            return False
        if self.left is not None:
            return True
        return phase_is_deal and ((dealt == 0 and self.released_round != round_) or self.resume)

    def holds(self, phase_is_deal: bool, dealt: int, round_: int, first_card_after: float) -> bool:
        """The match clock must stay still."""
        if not self.waiting(phase_is_deal, dealt, round_):
            return False
        return self.left is None or self.left > first_card_after

    def press(self) -> bool:
        """Ready: start the countdown (False if it already runs)."""
        if self.left is not None:
            return False
        self.left = self.countdown
        return True

    def update(self, dt: float, round_: int) -> None:
        if self.left is None:
            return
        self.left -= dt
        if self.left <= 0:
            self.left = None
            self.released_round = round_
            self.resume = False

    def number(self) -> int | None:
        """The number to show while counting down (3, 2, 1), None before Ready."""
        if self.left is None:
            return None
        return max(1, int(self.left + 0.999))


@dataclass
class GateRow:
    colour: tuple
    name: str
    gained: str
    total: str
    why: str


@dataclass
class GateView:
    title: str
    rows: list  # GateRow
    lines: list  # words under the rows (what comes next, how to play)
    number: int | None  # the countdown, None before Ready


@dataclass
class SeatSummary:
    seat: int
    gained: int = 0
    total: int = 0
    reasons: list = field(default_factory=list)  # ("won", number, people, strength, points) or ("champion", ...)


def round_summary(battles: list[dict], scores: list[int], players: int) -> list[SeatSummary]:
    """What each seat scored in a round and why, from its ``battle_result`` events; best total first."""
    rows = [SeatSummary(s, total=int(scores[s])) for s in range(players)]
    for e in battles:
        for s in e["winners"]:
            rows[s].gained += e["points"]
            rows[s].reasons.append(("won", e["number"], e["people"], e["strengths"][s], e["points"]))
        if e["wizard_scored"]:
            wizard = next(s for s, x in enumerate(e["strengths"]) if x is None)
            rows[wizard].gained += e["points"]
            rows[wizard].reasons.append(("champion", e["number"], e["people"], e["champion"], e["points"]))
    return sorted(rows, key=lambda r: (-r.total, -r.gained, r.seat))


def round_battles(events: list[dict]) -> tuple[int, list[dict], list[dict]]:
    """From a game's events in order: the number of the last finished round, its ``battle_result`` events, and
    those of the round under way (0, [] before any round has ended)."""
    current: list[dict] = []
    finished: tuple[int, list[dict]] = (0, [])
    for e in events:
        if e["type"] == "battle_result":
            current.append(e)
        elif e["type"] == "round_end":
            finished = (e["round"], current)
            current = []
    return finished[0], finished[1], current
