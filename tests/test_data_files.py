"""Every YAML file under data/ loads, and a broken one is reported with its file, line and field."""

from __future__ import annotations

import pytest

from orcdesk.core.data import DataError, YamlMap, load_yaml, load_yaml_file, parse_yaml
from orcdesk.resources import resource_root

DATA = resource_root("data")
FILES = sorted(p.relative_to(DATA).as_posix() for p in DATA.rglob("*.yaml"))


def test_there_are_data_files():
    assert "ai.yaml" in FILES and "i18n/en/app.yaml" in FILES and "i18n/fr/app.yaml" in FILES


@pytest.mark.parametrize("name", FILES)
def test_data_file_loads(name):
    data = load_yaml(name)
    assert isinstance(data, YamlMap) and data.file == f"data/{name}"


def test_syntax_error_names_file_and_line(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("name: orc\ncards:\n  - {colour: red, value: 3\n  - {colour: blue}\n")
    with pytest.raises(DataError) as err:
        load_yaml_file(path, "data/broken.yaml")
    assert err.value.file == "data/broken.yaml" and err.value.line in (3, 4)
    assert "data/broken.yaml, line" in str(err.value) and "not valid YAML" in str(err.value)


def test_tab_indentation_names_the_line():
    with pytest.raises(DataError) as err:
        parse_yaml("a: 1\nb:\n\t- 2\n", "data/tabs.yaml")
    assert err.value.line == 3


def test_wrong_field_names_file_line_and_field():
    data = parse_yaml(
        "game: orc\noptions:\n  start_rule:\n    default: oya\n    choices: oops\ncount: three\n", "data/x.yaml"
    )
    with pytest.raises(DataError) as err:
        data.need("count", int)
    assert (err.value.file, err.value.line, err.value.field) == ("data/x.yaml", 6, "count")
    assert "expected int" in str(err.value)
    rule = data["options"]["start_rule"]
    with pytest.raises(DataError) as err:
        rule.need("choices", list)
    assert (err.value.line, err.value.field) == (5, "options.start_rule.choices")
    with pytest.raises(DataError) as err:
        data.need("missing_field", str)
    assert "missing_field" in str(err.value) and err.value.file == "data/x.yaml"


def test_unreadable_file_is_a_data_error(tmp_path):
    with pytest.raises(DataError, match="cannot read"):
        load_yaml_file(tmp_path / "absent.yaml", "data/absent.yaml")
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("name: caf\xe9\n".encode("latin-1"))
    with pytest.raises(DataError, match="not UTF-8") as err:
        load_yaml_file(bad, "data/latin1.yaml")
    assert err.value.file == "data/latin1.yaml"


def test_top_level_must_be_a_mapping(tmp_path, monkeypatch):
    from orcdesk.core import data as data_module

    (tmp_path / "list.yaml").write_text("- 1\n- 2\n")
    monkeypatch.setattr(data_module, "resource_path", lambda kind, *parts: tmp_path.joinpath(*parts))
    data_module.load_yaml.cache_clear()
    try:
        with pytest.raises(DataError, match="mapping at the top"):
            data_module.load_yaml("list.yaml")
    finally:
        data_module.load_yaml.cache_clear()


def test_game_data_validates_by_dealing_each_game():
    from orcdesk.games import games_with_engines

    engines = games_with_engines()
    assert engines
    for info in engines:
        state = info.state_class().new(info.min_players, 1, None)
        state.check_invariants()
