"""Walk a tutorial to its end as a player does: Next on every page, and on every waiting step a click on each
lit target of the step's move, where it is drawn. The smoke test (``orcdesk --smoke-test``) walks every
tutorial this way, so a tutorial whose highlight leads nowhere fails before a player meets it.

    walk_tutorial(app, table)        # the table opened by app.open_scene("tutorial", game_id=...)
"""

from __future__ import annotations

import pygame

from orcdesk.ui.tutorial.cursor import DONE, PAGE, WAIT

FRAMES_PER_SECTION = 4000


class WalkFailure(RuntimeError):
    """The tutorial could not be followed by its own highlights (the message says where)."""


def click(app, pos) -> None:
    """A press and release at ``pos``, as the mouse gives them, and one frame."""
    events = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]
    app.step(1 / 60, events=events)


def click_lit(app, table, mode, clicked: list) -> bool:
    """Click the first lit target of the step's move not clicked yet (``clicked``); False when none is lit."""
    expected = mode.expected()
    lit = {
        region.target: region
        for action in mode.highlighted(table.shown_state, mode.tutorial.learner)
        for region in table.regions_of(action)
    }
    if expected is None or not lit:
        return False
    for target in table.click_path(expected):
        region = lit.get(target)
        if region is None or target in clicked:
            continue
        point = region.click_point()
        if mode.panel.rect.collidepoint(point) or table.region_at(point).target != target:
            raise WalkFailure(f"{table.game_id}: the lit target {target} is covered")
        clicked.append(target)
        click(app, point)
        return True
    return False


def walk_section(app, table, mode, frames: int = FRAMES_PER_SECTION, every_frame=None, draw: bool = False) -> list[str]:
    """Follow the section on show to its end; the kinds of items met, in order. ``every_frame(table, mode)``
    is called after each frame (the tests check what the table offers there); ``draw`` draws those frames too
    (the clicks always draw)."""
    seen: list[str] = []
    clicked: dict[int, list] = {}  # the targets clicked at each position (some paths shrink as they are taken)
    index = mode.cursor.index
    for _ in range(frames):
        app.step(1 / 30, events=[], draw=draw)
        item = mode.item()
        if mode.broken:
            raise WalkFailure(f"{table.game_id}: the tutorial left its script at {mode.broken}")
        if every_frame is not None:
            every_frame(table, mode)
        if not seen or seen[-1] != item.kind:
            seen.append(item.kind)
        if item.kind == DONE or mode.cursor.index != index:
            return seen
        if item.kind == PAGE:
            click(app, mode.panel.next_button.rect.center)
        elif item.kind == WAIT and table.can_act():
            click_lit(app, table, mode, clicked.setdefault(len(table.match.record.actions), []))
    raise WalkFailure(f"{table.game_id}: section {index + 1} did not end; last: {mode.item()}")


def walk_tutorial(app, table) -> int:
    """Walk every section from the one on show to the end and press Finish; the number of sections walked."""
    mode = table.presenter.mode
    sections = mode.tutorial.sections
    first = mode.cursor.index
    for section in sections[first:]:
        walk_section(app, table, mode)
        moves = len(table.match.record.actions)
        if moves != section.end:
            raise WalkFailure(f"{table.game_id}: section {section.key} ended at move {moves}, not {section.end}")
        click(app, mode.panel.next_button.rect.center)  # Next section, or Finish after the last
    if app.stack.top is table:
        raise WalkFailure(f"{table.game_id}: Finish did not leave the tutorial")
    return len(sections) - first


__all__ = ["walk_tutorial", "walk_section", "WalkFailure"]
