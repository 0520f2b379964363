"""A move that no event words ("done", "keep none"), said in the player's language rather than in notation.

The catalogue may word a move by its whole notation (``<game>.move.keep_none``, spaces as underscores) or by
its kind (``<game>.move.done``); a move it does not word keeps its notation, which at least names it.
"""

from __future__ import annotations

from orcdesk.core import i18n
from orcdesk.core.contract import Action, GameState


def notation_words(string_prefix: str, state: GameState, action: Action) -> str:
    text = state.action_to_text(action)
    for key in (f"{string_prefix}move.{text.replace(' ', '_')}", f"{string_prefix}move.{text.split(' ')[0]}"):
        if i18n.has(key):
            return i18n.t(key)
    return text
