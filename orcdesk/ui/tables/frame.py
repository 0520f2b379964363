"""Where the parts every table shares go on the window: the game log beside or under the table, and the band
at the top right that Menu, Hint and Undo share (a table's layout keeps its own drawing out of it)."""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import theme

# Windows narrower than this (width / height: square, 4:3, 5:4) get the game log below the table (log_below).
LOG_BELOW_ASPECT = 1.45


def log_below(size: tuple[int, int]) -> bool:
    """Is the window too narrow for a side column (scores, game log) beside the table? Below about 3:2 such
    a column squeezes the table into a strip (at 800×800 the Orc border was a third of the window beside a
    log as tall as the window), so a table lays those panels out in a band under it instead."""
    return size[0] < size[1] * LOG_BELOW_ASPECT


def top_buttons_rect(size: tuple[int, int]) -> pygame.Rect:
    """The band at the top right that Menu, Hint and Undo share (Menu at its right end, :func:`menu_rect`, the
    other two beside it in ``services.table_resized``)."""
    u = theme.unit(size)
    w, h, gap = int(u * 13), int(u * 5.2), int(u * 1.2)
    right = size[0] - int(u * 3)
    left = right - 3 * w - 2 * gap
    return pygame.Rect(left, int(u * 3), right - left, h)


def menu_rect(size: tuple[int, int]) -> pygame.Rect:
    """The Menu button, at the right end of the top band."""
    u = theme.unit(size)
    rect = pygame.Rect(0, 0, int(u * 13), int(u * 5.2))
    rect.topright = (size[0] - int(u * 3), int(u * 3))
    return rect
