"""Moves a mode lights but does not allow (a review's better move, a guide's example), for the tables that
build their targets from the moves on offer (no game named here).

Such a table makes targets only for the moves it offers; a move that is only lit must still have its targets on
screen to be lit, so the table builds them from the allowed moves plus these (:func:`lit_only`), then makes the
targets that lie only on their click paths not legal (:func:`darken`): lit, but refused with the mode's reason.
"""

from __future__ import annotations

from dataclasses import replace

from orcdesk.core.contract import Action


def lit_only(table, seat: int | None, allowed: list[Action]) -> list[Action]:
    """The legal moves of ``seat`` the table's mode lights and ``allowed`` leaves out."""
    state = table.state
    if seat is None or state.is_terminal():
        return []
    lit = table.mode.highlighted(table.shown_state, seat)
    if not lit:
        return []
    legal = state.legal_actions(seat)
    return [action for action in lit if action not in allowed and action in legal]


def darken(table, regions: list, lit: list[Action], allowed: list[Action], seat: int | None) -> list:
    """``regions`` with the targets only on the click paths of ``lit`` (and on none of ``allowed``) not legal."""
    if not lit:
        return regions
    offered = {target for action in allowed for target in table.click_path(action)}
    dark = {target for action in lit for target in table.click_path(action)} - offered
    why = table.mode.refusal(lit[0], seat)
    return [replace(r, legal=False, reason=why) if r.legal and r.target in dark else r for r in regions]
