"""One way to word a refused target at every table (``orcdesk.ui.tables.words.refusal_words``): the rules' reason in
the player's words, else the mode's, nothing when the move may be played, and nothing when no seat acts."""

from __future__ import annotations

import re
from pathlib import Path

from orcdesk.core import i18n
from orcdesk.core.contract import Reason
from orcdesk.ui.tables.presenter import LIVE, GuidedMode, Presenter
from orcdesk.ui.tables.words import refusal_words

TABLES = Path(__file__).resolve().parents[1] / "orcdesk" / "ui" / "tables"


class _State:
    """A game that refuses ``"late"`` to everyone, and everything to seat 1 (whose turn it is not)."""

    def __init__(self) -> None:
        self.asked: list = []

    def refusal(self, action, seat=None):
        self.asked.append((action, seat))
        if action == "late":
            return Reason("braves.refuse.not_your_turn", {"seat": 0, "step": "now"})
        return Reason("common.refuse.not_your_turn") if seat == 1 else None


class _Table:
    def __init__(self, mode=LIVE) -> None:
        self.state = _State()
        self.presenter = Presenter.__new__(Presenter)  # only its mode is read
        self.presenter.mode = mode
        self.mode = lambda: "draft"  # a table may name its own phase so (Orlog): the presenter's mode is the one

    def seat_name(self, seat: int) -> str:
        return ["Grum", "Player 2"][seat]


def test_the_rules_reason_is_worded_with_the_tables_seat_names():
    i18n.set_language("en")
    table = _Table()
    assert refusal_words(table, "move", 1) == i18n.t("common.refuse.not_your_turn")
    assert "Grum" in refusal_words(table, "late", 0)  # the reason's seat field is the table's name for it
    assert refusal_words(table, "late", 0, lambda reason, names: f"{reason.key}/{names(0)}") == (
        "braves.refuse.not_your_turn/Grum"  # a game's own wording (Orc recolours its tribes) gets the names too
    )


def test_a_legal_move_is_refused_only_by_the_mode():
    i18n.set_language("en")
    assert refusal_words(_Table(), "move", 0) == ""  # legal, and live play allows it
    guided = GuidedMode(allowed=lambda state, seat: ["other"], why="Follow the guide.")
    table = _Table(guided)
    guided.state_of = lambda: table.state
    assert refusal_words(table, "move", 0) == "Follow the guide."
    assert refusal_words(table, "other", 0) == ""
    assert refusal_words(table, "late", 0) != "Follow the guide."  # the rules speak before the mode


def test_no_seat_is_refused_nothing_and_the_engine_is_not_asked():
    """With nobody at the screen to act (an AI's turn, a replay) there is no one to refuse: the engine, which
    reads a missing seat as whoever acts, is not asked."""
    for mode in (LIVE, GuidedMode(allowed=lambda state, seat: [], why="No.")):
        table = _Table(mode)
        assert refusal_words(table, "late", None) == ""
        assert table.state.asked == []


def test_no_table_words_a_refusal_itself():
    """The five tables call the shared function: no game's table words an engine's reason itself any more."""
    tables = sorted(TABLES.glob("*/table.py"))
    found = [
        f"{path.relative_to(TABLES)}:{n}"
        for path in tables
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"(?<![\w.])word\(", line)
    ]
    assert len(tables) == 5 and not found, found
    assert all("refusal_words(" in path.read_text(encoding="utf-8") for path in tables)
