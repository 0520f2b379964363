"""The game log follows the moves: an undone move leaves it, and a restored game (Continue) shows it whole."""

import pytest

from orcdesk.core.rng import Rng
from orcdesk.games import playable_games
from orcdesk.ui.app import App

GAMES = playable_games()


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0
    return a


def _table(app, info, seed):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = info.table_class()(
        app, info.id, seats=["human"] + ["greedy"] * (info.min_players - 1), seed=seed, inline_ai=True
    )
    app.stack.push(table)
    return table


def _play(app, table, human_moves, rng):
    for _ in range(2000):
        app.step(1 / 4)  # animations are off: a coarse clock reaches the human's turns (and a deal's cards) sooner
        if table.can_act():
            seat = table.human_to_act()
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
            human_moves -= 1
            if not human_moves:
                break
    table.queue.finish_all()  # the log lines are written as each move's animation plays


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_undone_moves_leave_the_log_and_a_continued_game_shows_it_whole(app, info):
    table = _table(app, info, 3)
    _play(app, table, 6, Rng(3))
    moves = list(table.history.actions)
    lines = [text for text, _ in table.log.lines]
    assert len(lines) > 4
    table.restore(moves[:-2])
    fewer = [text for text, _ in table.log.lines]
    assert len(fewer) < len(lines) and fewer == lines[: len(fewer)], "undone moves leave the log, the rest stays"
    table.restore(moves)
    assert [text for text, _ in table.log.lines] == lines
    again = _table(app, info, 3)  # Continue: a fresh table restored from the save's moves
    again.restore(moves)
    assert [text for text, _ in again.log.lines] == lines


def test_hotseat_undo_takes_back_only_the_players_own_move(app, tmp_path, monkeypatch):
    """In hotseat the player at the screen undoes only their own moves, never another human's."""
    from orcdesk.ui.scenes.handoff import HandoffScene
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.services import Services

    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    app.services = Services(app)
    try:
        info = next(g for g in GAMES if g.id == "orlog")  # the draft: secret choices, no barrier
        app.stack.reset(MenuScene(app))
        table = app.start_game(info.id, ["human", "human"], 5)
        app.step(1 / 60)
        first = table.human_to_act()
        table.play(table.state.legal_actions(first)[0], first)
        table.queue.finish_all()
        while isinstance(app.stack.top, HandoffScene):
            app.stack.pop()
        table.viewer = 1 - first  # the other player has the screen: the first player's move is not theirs
        point = app.services.undo_point(table)
        assert not point.possible and point.reason == "common.undo.other_player"
        app.services.undo(table)
        assert len(table.history.actions) == 1
        table.viewer = first  # the first player's own Undo takes it back
        assert app.services.undo_point(table).keep == 0
        app.services.undo(table)
        assert table.viewer == first and not table.history.actions
    finally:
        app.services = None


def test_switching_language_mid_game_rewords_the_log_and_the_buttons(app, tmp_path, monkeypatch):
    from orcdesk.core import i18n
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.services import Services

    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    app.services = Services(app)
    try:
        app.stack.reset(MenuScene(app))
        table = app.start_game("orc", ["human", "greedy"], 4)
        _play(app, table, 2, Rng(4))
        english = [text for text, _ in table.log.lines]
        app.services.apply(app.services.settings.replace(language="fr"), save=False)
        french = [text for text, _ in table.log.lines]
        assert table.log.title == "Journal de partie" and table.menu_button.label == "Menu"
        assert len(french) == len(english) and french[0].startswith("Nouvelle partie") and french != english
        assert app.services.extras(table).undo_button.label != "Undo"
    finally:
        app.services.apply(app.services.settings.replace(language="en"), save=False)
        i18n.set_language("en")
        app.services = None
