"""The tutorial files (data/tutorials/*.yaml): every one loads, replays through its engine and names only texts
both catalogues hold; a broken one is a DataError naming the file, the line and the field."""

from __future__ import annotations

import pytest

from orcdesk.app.tutorials import has_tutorial, load_tutorial, parse_tutorial, tutorial_games
from orcdesk.core.data import DataError, parse_yaml
from orcdesk.games import GAMES
from orcdesk.resources import resource_path


def test_every_tutorial_file_is_a_registered_game():
    assert tutorial_games(), "no tutorial file under data/tutorials/"
    assert set(tutorial_games()) <= set(GAMES)
    assert has_tutorial("orc")


@pytest.mark.parametrize("game_id", tutorial_games())
def test_every_tutorial_loads_and_tiles_its_script(game_id):
    tutorial = load_tutorial(game_id)
    assert 3 <= len(tutorial.sections) <= 6, "three to six sections per game"
    assert tutorial.sections[0].start == 0
    for before, after in zip(tutorial.sections, tutorial.sections[1:]):
        assert before.end == after.start
    assert tutorial.sections[-1].end <= len(tutorial.script)
    learner_moves = [i for i, (seat, _) in enumerate(tutorial.script) if seat == tutorial.learner]
    assert learner_moves, "the learner plays at least one move"


def _orc_text() -> str:
    return resource_path("data", "tutorials", "orc.yaml").read_text(encoding="utf-8")


def _parse(text: str):
    return parse_tutorial(parse_yaml(text, "bad.yaml"), text, "bad.yaml")


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_refused_action_names_its_line_and_index():
    text = _orc_text().replace('"play by b yellow"', '"play by y yellow"', 1)  # yellow on yellow: refused
    with pytest.raises(DataError) as caught:
        _parse(text)
    assert caught.value.file == "bad.yaml"
    assert caught.value.line == _line_of(text, '"play by y yellow"')
    assert caught.value.field == "script[1]"
    assert "refused" in str(caught.value)


def test_a_seat_out_of_turn_is_named():
    text = _orc_text().replace('[1, "play br r yellow"]', '[0, "play br r yellow"]', 1)
    with pytest.raises(DataError) as caught:
        _parse(text)
    assert caught.value.field == "script[4]" and "not to act" in str(caught.value)


def test_a_missing_text_key_names_the_step():
    text = _orc_text().replace("orc.tutorial.deploy.card}", "orc.tutorial.deploy.no_such_text}", 1)
    with pytest.raises(DataError) as caught:
        _parse(text)
    assert caught.value.line == _line_of(text, "no_such_text")
    assert caught.value.field.endswith("steps[2].text")
    assert "catalogue" in str(caught.value)


def test_sections_must_tile_the_script():
    text = _orc_text().replace("start: 8\n", "start: 9\n", 1)
    with pytest.raises(DataError) as caught:
        _parse(text)
    assert caught.value.field.endswith("start") and caught.value.line == _line_of(text, "start: 9")


def test_a_step_outside_its_section_is_named():
    text = _orc_text().replace("{at: 6, text: orc.tutorial.deploy.answer", "{at: 9, text: orc.tutorial.deploy.answer")
    assert "{at: 9, text: orc.tutorial.deploy.answer" in text
    with pytest.raises(DataError) as caught:
        _parse(text)
    assert caught.value.field.endswith("steps[5].at")


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ("players: 2", "players: 5", "players"),
        ("learner: 0", "learner: 3", "learner"),
        ("game: orc", "game: chess", "game"),
    ],
)
def test_bad_header_fields_are_named(old, new, field):
    text = _orc_text().replace(old, new, 1)
    with pytest.raises(DataError) as caught:
        _parse(text)
    assert caught.value.field == field and caught.value.line == _line_of(text, new)
