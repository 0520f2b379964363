"""What the Orcs & Trolls table shows, without pygame: built each frame from the shown observation, the seat
whose view it is, the player's selection, what is lit and the show under way (motion.py). The draw functions
note where the pointer may ask for words or a larger card (``Marks``); the table shows them."""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field

from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.tables.orcs_trolls.words import TrollsWords

GOOD_OUTCOMES = ("passed", "freed", "keeps", "kills", "troll_joins", "no_marker_left")


def setup_pack(orcs: list) -> list[dict]:
    """The draft: the orcs picked so far, shown as a pack."""
    blank = {"status": "active", "endangered": False, "grab": None, "treasures": [], "acted": False, "gave": False}
    return [dict(blank, card=c) for c in orcs]


@dataclass
class TrollsView:
    obs: dict  # the shown observation
    viewer: int
    names: SeatNames
    words: TrollsWords
    packs: list  # per seat: the members as shown (held while a move's dice roll)
    selected: tuple | None = None
    hover: Hashable | None = None  # the target under the pointer
    mouse: tuple = (0, 0)
    lit: frozenset = frozenset()  # targets a click may take now
    targets: frozenset = frozenset()  # every target drawn clickable or refused
    hidden: frozenset = frozenset()  # cards in flight, not drawn at their place
    buttons: list = field(default_factory=list)  # (key, label, refusal)
    gate: str | None = None  # "roll" or "read" while the table waits for the player
    acting: bool = False  # the player has legal actions now
    panel: dict | None = None  # the trial, attack, escape or seduction on show
    roll: dict | None = None  # the dice on show
    attack: dict | None = None  # the attack die on show
    roll_t: float = 1.0  # tumble progress of the dice on show
    round_words: str = ""
    time: float = 0.0

    def pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.time * 3.0)

    def context(self) -> dict | None:
        """The trial or attack on show (it may be over in the game already), else the game's."""
        return self.panel or self.obs.get("context")

    def stage_cards(self) -> list[int]:
        if self.panel is not None:
            return list(self.panel["cards"])
        ctx = self.obs.get("context") or {}
        return (
            ([ctx["card"]] if ctx.get("card") is not None else [])
            + list(ctx.get("greys") or [])
            + list(ctx.get("greens") or [])
        )

    def results(self, seat: int) -> dict[int, dict]:
        """The latest roll of each member of ``seat`` in the panel on show (the tags on the packs)."""
        if self.panel is None or self.panel["seat"] != seat:
            return {}
        return {r["member"]: r for r in self.panel["rolls"] if isinstance(r.get("member"), int)}


@dataclass
class Marks:
    """What the pointer may ask about, noted while drawing: (rect, words) and (card, rect) to show large."""

    tips: list = field(default_factory=list)
    cards: list = field(default_factory=list)
