"""What the Orc Wars table shows in a frame, without pygame: the shown observation and the viewer, whether a human
may act (and what, :class:`Choices`), the selection, what the pointer is over, and the words the panels need.
The table builds one per frame (``OrcWarsTable.view``); the draw functions read nothing else of the table.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

from orcdesk.ui.tables.orc_wars.choices import Choices, Selection
from orcdesk.ui.tables.orc_wars.words import Names


@dataclass
class TableView:
    obs: dict  # the observation on show (it trails the game while moves animate)
    viewer: int  # the seat whose view is shown
    live: bool  # a human may act now (targets light up)
    may_act: bool  # the mode lets anyone act (False in a replay: no call to play)
    sel: Selection
    choices: Choices  # the human's legal actions (none when nobody may act)
    hovered: Hashable | None  # the target under the pointer
    clock: float  # the table's clock, for the glow of lit targets
    names: Names
    has_king: bool  # the scenario has an Orc King
    squad_phase: bool  # the horde's turn has a Squad phase in this scenario
    reinforce_limit: int
    goal: str  # the elves' goal and how far they are
    status: tuple  # the status line and its colour

    def pulse(self, speed: float = 3.0) -> float:
        """0..1, oscillating: the glow of what may be clicked."""
        return 0.5 + 0.5 * math.sin(self.clock * speed)
