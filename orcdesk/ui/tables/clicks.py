"""A table's input, in order of who hears it first: the mode (a guided step), the table's buttons, Esc (pause),
the app services (hint, undo, keys), the game's keys, the game log, then the pointer on the table.

A click plays only when the same region is pressed and released while a human may act: an illegal region says
its reason, a region the mode does not allow says the mode's, and a legal one goes to the table's ``click``,
whose action is played for the human to act.
"""

from __future__ import annotations

import pygame

from orcdesk.ui.tables.status import MODIFIER_KEYS
from orcdesk.ui.tables.view import TableView


def dispatch(table: TableView, event: pygame.event.Event) -> None:
    """Pass ``event`` to the first of the table's listeners that takes it (see the module docstring)."""
    if event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
        table.keyboard_mode = True  # the prompts name keys from now on (status.py)
    elif event.type == pygame.MOUSEBUTTONDOWN:
        table.keyboard_mode = False
    if table.presenter.mode.handle_event(table, event):
        return
    for b in table.buttons:
        if b.handle_event(event):
            return
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        table.open_pause()
        return
    if table.services and table.services.table_event(table, event):
        return
    if event.type == pygame.KEYDOWN:
        table.on_key(event)
        return
    if table.log.handle_event(event):
        return
    pointer_event(table, event)


def pointer_event(table: TableView, event: pygame.event.Event) -> None:
    """The mouse on the table: where it is, the wheel, and a press and release on one region (a click)."""
    if event.type == pygame.MOUSEMOTION:
        table.mouse = event.pos
        return
    if event.type == pygame.MOUSEWHEEL:
        if table.can_act():
            table.on_wheel(event.y)
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
        table.mouse = event.pos
        table.pressed = table.region_at(event.pos) if table.can_act() else None
        return
    if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
        table.mouse = event.pos
        pressed, table.pressed = table.pressed, None
        if pressed is None or not table.can_act():
            return
        region = table.region_at(event.pos)
        if region is None or region.target != pressed.target:
            return
        if not region.legal:
            if region.reason:
                table.app.toast(region.reason, 2.0)
            return
        seat = table.human_to_act()
        if not table.presenter.mode.allows_target(region.target):  # a tutorial's step waits for another
            table.app.toast(table.presenter.mode.refusal(None, seat), 3.0)
            return
        action = table.click(region.target, event.button)
        if action is not None:
            table.play(action, seat)
