"""The game registry and the plug-in specs: every game package's ``SPEC`` is found and complete, and a new game
is a new package and nothing else."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import orcdesk.games as games
from orcdesk.core.contract import GameState
from orcdesk.core.i18n import catalogue, catalogue_files
from orcdesk.games import GAMES, GameSpec, Ref, discover, dynamic_string_prefixes
from orcdesk.resources import resource_path

SPECS = list(GAMES.values())


def test_the_registry_finds_every_game_package():
    packages = sorted(p.parent.name for p in Path(games.__file__).parent.glob("*/__init__.py"))
    assert sorted(GAMES) == packages
    assert [spec.order for spec in SPECS] == sorted(spec.order for spec in SPECS), "listed in the specs' order"


@pytest.mark.parametrize("spec", SPECS, ids=[s.id for s in SPECS])
def test_each_spec_is_complete(spec):
    """Every piece a spec names loads and is what it says (the table too: this test may import pygame)."""
    rules = spec.state_class()
    assert issubclass(rules, GameState) and rules.GAME_ID == spec.id
    state = rules.new(spec.min_players, 1, {})
    seat = state.to_act()[0] if state.to_act() else None
    if seat is not None:
        from orcdesk.core.rng import Rng

        assert spec.greedy_policy()(state, seat, Rng(1)) in state.legal_actions(seat)
        assert isinstance(spec.evaluate_function()(state, seat), (int, float))
    for name in spec.agents:
        assert callable(spec.agent_factory(name)), name
    assert spec.table_class().__name__.endswith("Table")
    assert callable(spec.rules_pictures_module().rules_picture)
    assert resource_path("data", spec.options_file or f"{spec.id}.yaml").exists()
    assert spec.strings or spec.id in catalogue_files("en")
    assert f"app.game.{spec.id}" in catalogue("en") and f"app.game.{spec.id}" in catalogue("fr")
    assert all(prefix.startswith(spec.string_prefix) for prefix in spec.dynamic_strings)
    assert f"{spec.string_prefix}option." in dynamic_string_prefixes()


def test_the_engines_never_import_the_tables():
    """A spec names its table as a lazy reference: listing the games and loading the rules imports no pygame."""
    import subprocess

    code = (
        "import sys; from orcdesk.games import GAMES\n"
        "for spec in GAMES.values(): spec.state_class(); spec.greedy_policy(); spec.evaluate_function()\n"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


SIXTH = '''from orcdesk.games.spec import GameSpec, Ref

SPEC = GameSpec(id="sixth", name="The Sixth", min_players=2, max_players=3,
                rules=Ref("tests.toy_games", "Pennies"), greedy=Ref("tests.toy_games", "Pennies"),
                table=Ref("orcdesk.ui.tables.sixth", "SixthTable"), order=99)
'''


def test_a_sixth_game_is_a_new_package_and_nothing_else(tmp_path, monkeypatch):
    (tmp_path / "sixth").mkdir()
    (tmp_path / "sixth" / "__init__.py").write_text(SIXTH)
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    monkeypatch.delitem(sys.modules, "orcdesk.games.sixth", raising=False)
    try:
        found = discover()
    finally:
        sys.modules.pop("orcdesk.games.sixth", None)
    assert list(found) == [*GAMES, "sixth"]
    sixth = found["sixth"]
    assert sixth.player_counts == range(2, 4) and sixth.has_engine and not sixth.playable  # no table yet


def test_a_spec_whose_id_is_not_its_package_is_refused(tmp_path, monkeypatch):
    (tmp_path / "seventh").mkdir()
    (tmp_path / "seventh" / "__init__.py").write_text(SIXTH)  # says id "sixth"
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    try:
        with pytest.raises(ValueError, match="seventh.*sixth"):
            discover()
    finally:
        sys.modules.pop("orcdesk.games.seventh", None)


def test_a_reference_loads_lazily_and_once():
    ref = Ref("orcdesk.games.spec", "GameSpec")
    assert ref.load() is GameSpec and ref.load() is ref.load() and str(ref) == "orcdesk.games.spec:GameSpec"
    assert Ref("orcdesk.games.spec").load() is sys.modules["orcdesk.games.spec"]
