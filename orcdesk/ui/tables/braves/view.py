"""What the De l'orc pour les braves table shows, without pygame: :class:`BravesView`, built each frame from the
shown observation (never the live game), the seat at the bottom, the selection and what the animations hold
(:class:`~orcdesk.ui.tables.braves.motion.Stage`). The layout and the drawing read nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from orcdesk.games.braves.cards import card_set

CS = card_set()
DEAL_PHASES = ("deal", "place_shields")
# Hotseat deal: each human's keys for a desertion and a shield (by his rank among the human seats, so they do
# not change between rounds); the pile keys are shared. Not Q W E R, nor digits: the piles' keys.
HOTSEAT_KEYS = (("D", "S"), ("J", "K"), ("X", "C"), ("N", "M"), ("F", "G"), ("H", "L"), ("T", "Y"))
PILE_KEYS = "1234567890QWER"


def pile_items_state(items: list) -> tuple[list[bool], int | None]:
    """Which items of a pile (bottom first, as in the observation) are army cards cancelled by a desertion, and
    the seat whose shield would take it (the lowest shield), by the engine's rule: each desertion cancels the
    nearest card below it, skipping shields; a desertion under it, or nothing, means no effect."""
    cancelled = [False] * len(items)
    owner = None
    for j, it in enumerate(items):
        if "shield" in it:
            if owner is None:
                owner = it["shield"]
        elif "desertion" in it:
            k = j - 1
            while k >= 0 and "shield" in items[k]:
                k -= 1
            if k >= 0 and "card" in items[k]:
                cancelled[k] = True
    return cancelled, owner


@dataclass
class Names:
    """How the table names each seat: in full ("Grum (hard)"), short ("Grum"), in the log ("Red (you)")."""

    full: list[str]
    short: list[str]
    log: list[str]
    human: list[bool]

    def who(self, seat) -> str:
        return self.log[seat] if isinstance(seat, int) and 0 <= seat < len(self.log) else "?"


@dataclass
class BravesView:
    """One frame of the table (see the module docstring); the words are already in the player's language."""

    obs: dict  # the shown observation (its numbers: scores, shields, deal, battle...)
    names: Names
    viewer: int
    bottom: int  # the seat at the bottom of the screen
    actor: int | None  # the human who may act now (None: nobody, or a replay)
    realtime: bool  # the window is the deal's (players act while the cards come)
    terminal: bool  # the game is over
    busy: bool  # moves still animate
    selected: tuple | None  # (seat, "desert"|"shield") in the deal; ("spy"|"commando", target) in a turn
    strip: bool  # a hotseat deal: every human's cards in the bottom strip
    strip_players: list[int]
    strip_keys: dict  # seat -> (desertion key, shield key)
    hand_up: bool  # the viewer's army hand face up (hotseat: handed over since the deal)
    may_act: bool  # the mode lets a human act (not a replay)
    piles: list[list]  # each pile as shown (held while piles resolve, without the cards still in flight)
    backs: list[list[int]]  # each seat's hand by back, without the cards still flying to it
    hand: list[int]  # the viewer's army cards in his hand, without those still flying to it
    acting: tuple[bool, ...]  # the seats that act now (their panel's edge is lit)
    status: tuple[str, tuple]  # the status line: its words and their colour
    hover: object = None  # the hovered target
    pressed: object = None
    mouse: tuple[int, int] = (0, 0)
    pulse: float = 0.0  # the glow's pulse, 0..1
    pulse_fast: float = 0.0
    on_top: bool = True  # no overlay covers the table (tooltips and popups show)
    resolving: int | None = None
    piles_held: bool = False  # the piles are shown as they were while they resolve
    arena: dict | None = None
    flip: float = 1.0
    bubble: dict | None = None
    banner: tuple | None = None
    start_flash: float = 0.0
    dragging: bool = False
    gate: object = None  # the ready panel (GateView) when it is shown
    tips: list = field(default_factory=list)  # tooltips the drawing found under the mouse

    @property
    def n(self) -> int:
        return self.obs["players"]

    @property
    def phase(self) -> str:
        return self.obs["phase"]

    @property
    def in_deal(self) -> bool:
        """Cards are dealt, or shields still placed: the humans play desertions and shields."""
        return self.obs["phase"] in DEAL_PHASES

    @property
    def card_selected(self) -> tuple[int, str] | None:
        """The deal card picked (seat, kind), if any."""
        sel = self.selected
        return sel if sel and isinstance(sel[0], int) else None

    def free_hover(self, rect) -> bool:
        """The mouse is over ``rect`` and over no target: a tooltip of its own may show."""
        return rect.collidepoint(self.mouse) and self.on_top and self.hover is None

    def tip(self, text: str) -> None:
        self.tips.append((text, self.mouse))

    def others_of(self, seat: int) -> list[int]:
        w = self.obs["wizard"]
        return [s for s in range(self.n) if s != seat and s != w]

    def hand_groups(self) -> list[list[int]]:
        """The viewer's hand grouped by back, each group strongest first."""
        groups: list[list[int]] = [[] for _ in range(len(CS.back_names))]
        for c in self.hand:
            groups[CS.back[c]].append(c)
        return [sorted(g, key=lambda c: (-CS.value[c], CS.type[c])) for g in groups if g]


def shown_piles(obs: dict, held: list | None, hidden: dict[int, int]) -> list[list]:
    """The piles as shown: held as they were while they resolve, else the observation's without the top items
    still in flight."""
    if held is not None:
        return held
    return [list(items[: len(items) - hidden.get(p, 0)]) for p, items in enumerate(obs["piles"])]


def shown_backs(obs: dict, pending: dict[int, list]) -> list[list[int]]:
    """Each seat's hand by back, without the cards on their way to it."""
    out = []
    for seat, counts in enumerate(obs["backs"]):
        counts = list(counts)
        for c in pending.get(seat, []):
            counts[CS.back[c]] = max(0, counts[CS.back[c]] - 1)
        out.append(counts)
    return out
