"""A guided first game: the game's own table in the tutorial's mode (orcdesk/ui/tutorial), opened at a section.

app.open_scene("tutorial", "orc")                 # the first section not finished, where it was left
app.open_scene("tutorial", "orc", section=2)      # section 3 (from 0), where it was left (or its start)
"""

from __future__ import annotations

from orcdesk.app import tutorial_progress as progress_mod
from orcdesk.app.tutorials import load_tutorial
from orcdesk.games import get_game
from orcdesk.ui.tutorial.mode import TutorialMode


def first_open_section(game_id: str, progress) -> int:
    """The section to open when none is named: the first not finished (the first again once all are)."""
    tutorial = load_tutorial(game_id)
    for index, section in enumerate(tutorial.sections):
        if not progress.finished(game_id, section.key):
            return index
    return 0


def make_scene(app, game_id: str, section: int | None = None, step: int | None = None, folder=None):
    """The table of ``game_id`` on its tutorial (``load_tutorial`` must have succeeded: callers check it)."""
    tutorial = load_tutorial(game_id)
    progress, _ = progress_mod.load_progress(folder)
    if section is None:
        section = first_open_section(game_id, progress)
    section = max(0, min(section, len(tutorial.sections) - 1))
    if step is None:
        step = progress.resume_step(game_id, tutorial.sections[section].key)
    table_cls = get_game(game_id).table_class()
    table = table_cls(app, game_id, seats=tutorial.seats(), seed=tutorial.seed, options=dict(tutorial.options))
    TutorialMode(tutorial, section, step, folder=folder).attach(table)
    return table
