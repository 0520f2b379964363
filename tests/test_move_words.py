"""Every move a table may have to say (a hint, a review's played and better move) is said in words: the log
line of its first event, else the catalogue's words for it (``<game>.move.*``), never its bare notation."""

import pytest

from orcdesk.core import i18n
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.games import playable_games
from orcdesk.ui.staging import build_table

GAMES = playable_games()


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_no_move_is_said_in_notation(info):
    bare = set()
    try:
        for language in ("en", "fr"):
            i18n.set_language(language)
            app, table = build_table(info.id, seed=3, moves=0, size=(1280, 720))
            state, rng = table.match.state, Rng(3)
            for _ in range(150):
                if state.is_terminal():
                    break
                seat = table.human_to_act()
                for action in state.legal_actions(seat)[:8] if seat is not None else []:
                    text = state.action_to_text(action)
                    if table.action_words(action) == text:
                        bare.add(text)
                who, action = next_actor(state, rng)
                state.apply(action if action is not None else state.random_action(who, rng), who)
    finally:
        i18n.set_language("en")
    assert not bare, sorted(bare)[:10]
