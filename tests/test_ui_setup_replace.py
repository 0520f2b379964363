"""Starting a new game of a game that is in progress asks first: its autosave would be overwritten."""

from orcdesk.app.saves import save_path
from orcdesk.ui.app import App
from orcdesk.ui.scenes.confirm import ConfirmScene
from orcdesk.ui.scenes.menu import MenuScene
from orcdesk.ui.scenes.setup import SetupScene
from orcdesk.ui.tables import TableScene


def test_a_game_in_progress_is_not_replaced_without_asking(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.ui.services import Services

    app = App((1280, 720))
    app.services = Services(app)
    app.settings["ai_in_process"] = True
    app.stack.reset(MenuScene(app))
    table = app.start_game("orc", ["human", "greedy"], 5)  # autosaved at once
    assert save_path("orc").exists()
    app.stack.reset(MenuScene(app))
    setup = app.stack.push(SetupScene(app, "orc"))
    setup.start()
    assert isinstance(app.stack.top, ConfirmScene), "ask before overwriting the game in progress"
    app.stack.top.answer_no()
    assert app.stack.top is setup
    setup.start()
    app.stack.top.answer_yes()
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not table
    for scene in list(app.stack):
        scene.on_exit()
