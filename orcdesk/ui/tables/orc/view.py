"""What the Orc table shows, without pygame: built each frame from the shown observation, the seat whose view
it is, the player's selection and what is lit or under the pointer."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from orcdesk.ui.kit.seats import SeatNames


@dataclass
class OrcView:
    me: int
    names: SeatNames
    tribes: list  # the observation's tribes, by border position
    hand: list  # my cards (dicts with id, one, two)
    opp_count: int
    opp_revealed: list | None  # the opponent's hand once the game is over
    discard: list
    box: str | None
    scores: list
    piles_total: int
    turn: int
    over: bool = False
    selected: int | None = None
    up_end: dict = field(default_factory=dict)  # card id -> the end turned toward the tribes
    phase: str = "play"  # the phase the player acts in (live)
    can_act: bool = False
    lit: frozenset = frozenset()  # the targets a click may take now
    hover: tuple | None = None  # the target under the pointer
    thinking: bool = False  # the opponent thinks
    time: float = 0.0  # the table's clock (glows pulse with it)

    @property
    def opp(self) -> int:
        return 1 - self.me

    def pulse(self, speed: float = 3.0) -> float:
        """0..1, the glow of lit targets."""
        return 0.5 + 0.5 * math.sin(self.time * speed)

    def up(self, cid: int) -> int:
        return self.up_end.get(cid, 1)

    def hovered(self, kind: str):
        """The hovered target's first field when it is of ``kind`` ("tribe" -> its position), else None."""
        return self.hover[1] if self.hover is not None and self.hover[0] == kind else None


def orc_view(obs: dict, me: int, names: SeatNames, **player) -> OrcView:
    """The view of ``obs`` (the shown observation of seat ``me``); ``player`` adds the selection, phase, lit
    targets, hover and clocks (OrcView's fields)."""
    return OrcView(
        me=me,
        names=names,
        tribes=obs["tribes"],
        hand=obs["hand"],
        opp_count=obs["hand_counts"][1 - me],
        opp_revealed=obs["hands"][1 - me],
        discard=obs["discard"],
        box=obs["box"],
        scores=obs["scores"],
        piles_total=obs["piles_total"],
        turn=obs["turn"],
        **player,
    )
