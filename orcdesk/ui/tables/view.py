"""The table as its parts see it: a clickable :class:`HitRegion`, and :class:`TableView`, what the modules beside
``base.py`` (clicks, clock, regions, status, aids, words) use of the table they are called with.
:class:`~orcdesk.ui.tables.base.TableScene` is the one; this module sits below it and them, so none of them
imports the table back.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from orcdesk.core.contract import Action, GameState
from orcdesk.core.match import Match
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit.widgets import Button, LogPanel
from orcdesk.ui.scene import AppServices, Host
from orcdesk.ui.tables.presenter import Presenter


@dataclass
class HitRegion:
    rect: pygame.Rect
    target: Hashable
    legal: bool = True
    reason: str = ""  # shown on hover when not legal (already translated)
    tooltip: str = ""  # shown on hover when legal
    point: tuple[int, int] | None = None  # a visible pixel to click (default: the rect centre)

    def click_point(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center


class TableView(Protocol):
    app: Host
    seats: list[str]
    presenter: Presenter
    match: Match
    queue: anim.AnimQueue
    log: LogPanel
    buttons: list[Button]
    keyboard_mode: bool
    mouse: tuple[int, int]
    pressed: HitRegion | None
    error: str | None
    time: float

    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def state(self) -> GameState: ...
    @property
    def shown_state(self) -> GameState: ...
    @property
    def services(self) -> AppServices | None: ...
    @property
    def thinking_seat(self) -> int | None: ...
    @property
    def ai_thinking(self) -> bool: ...
    def seat_name(self, seat: int) -> str: ...
    def is_human(self, seat: int) -> bool: ...
    def human_to_act(self) -> int | None: ...
    def can_act(self) -> bool: ...
    def prompt_in_use(self) -> str: ...
    def open_pause(self) -> None: ...
    def on_key(self, event: pygame.event.Event) -> None: ...
    def on_wheel(self, dy: int) -> None: ...
    def region_at(self, pos: tuple[int, int]) -> HitRegion | None: ...
    def hit_regions(self) -> list[HitRegion]: ...
    def regions_of(self, action: Action) -> list[HitRegion]: ...
    def click(self, target: Any, button: int) -> Action | None: ...
    def play(self, action: Action, seat: int) -> list[dict]: ...
    def draw_target_glow(self, surface: pygame.Surface, rect: pygame.Rect, color: theme.Color = ...) -> None: ...
