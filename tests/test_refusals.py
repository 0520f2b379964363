"""Refusals in the player's language: every refusal an engine can raise has its key in both languages.

Two halves. A static scan reads every ``Reason("key", {...})`` written under ``orcdesk/games`` and
``orcdesk/core`` and checks that the key is in the English and the French catalogues with exactly the fields
the code passes. A fuzz test then plays random positions of every registered game and throws ill-formed and
illegal actions at them (legal actions of another seat, of an earlier position, mutated or nonsense values):
each is refused with ``IllegalAction`` carrying the same :class:`Reason` that ``refusal`` gives without raising,
the state does not change, and the reason words without a missing key or a leftover field in both languages
(its key fields, such as a god's or a tribe's name, included).
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from orcdesk.core import i18n
from orcdesk.core.contract import TABLE, IllegalAction, Reason
from orcdesk.core.i18n import LANGUAGES, catalogue, word
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.games import games_with_engines

SOURCE = Path(__file__).resolve().parents[1] / "orcdesk"
ENGINES = games_with_engines()
MOVES_PER_GAME = 400  # the positions probed come from the first moves of each random game
PROBE_EVERY = 7


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _texts(lang: str, key: str) -> list[str]:
    """The text of ``key`` in ``lang``, or each of its plural forms; empty if the key is missing."""
    table = catalogue(lang)
    if key in table:
        return [table[key]]
    return [text for form, text in ((f, table.get(f"{key}.{f}")) for f in ("one", "other")) if text is not None]


def _reason_calls(path: Path):
    """(key or None, field names or None, line) for every ``Reason(...)`` call in a source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name != "Reason" or not node.args:
            continue
        first = node.args[0]
        key = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
        fields: set[str] | None = set()
        if len(node.args) > 1:
            given = node.args[1]
            literal = isinstance(given, ast.Dict) and all(isinstance(k, ast.Constant) for k in given.keys)
            fields = {k.value for k in given.keys} if literal else None
        yield key, fields, node.lineno


def _scanned() -> list[tuple[str, str | None, set[str] | None]]:
    found = []
    for folder in ("games", "core"):
        for path in sorted((SOURCE / folder).rglob("*.py")):
            for key, fields, line in _reason_calls(path):
                found.append((f"{path.relative_to(SOURCE.parent).as_posix()}:{line}", key, fields))
    return found


def test_every_reason_written_in_the_code_is_in_both_languages_with_its_fields():
    found = _scanned()
    assert len(found) >= 60, f"the scan found only {len(found)} Reason(...) calls: is it reading the engines?"
    problems = []
    for where, key, fields in found:
        if key is None or fields is None:
            problems.append(f"{where}: write the key and the fields of a Reason literally, so they can be checked")
            continue
        for lang in LANGUAGES:
            texts = _texts(lang, key)
            if not texts:
                problems.append(f"{where}: {key} is missing in {lang}")
            for text in texts:
                if _placeholders(text) != fields:
                    problems.append(
                        f"{where}: {key} in {lang} has fields {sorted(_placeholders(text))}, "
                        f"the code gives {sorted(fields)}"
                    )
    assert not problems, "\n".join(problems)


def test_every_engine_words_its_own_refusals():
    """Each game refuses in its own words (``<game>.refuse.*``), not only with the common sentences."""
    keys = {key for _, key, _ in _scanned() if key}
    for info in ENGINES:
        assert any(key.startswith(f"{info.id}.refuse.") for key in keys), f"{info.id} has no refusal of its own"


def test_the_scan_reads_keys_and_fields():
    sample = Path(__file__).with_name("_refusal_scan_sample.py")
    try:
        sample.write_text('R = Reason("a.b", {"n": 1})\nS = Reason(key)\nT = Reason("c.d")\nU = Reason("e.f", f)\n')
        assert [(k, f) for k, f, _ in _reason_calls(sample)] == [
            ("a.b", {"n"}),
            (None, set()),
            ("c.d", set()),
            ("e.f", None),
        ]
    finally:
        sample.unlink()


# ---------------------------------------------------------------------------------------------- the fuzz


def _check_wording(reason: Reason) -> None:
    for lang in LANGUAGES:
        i18n.set_language(lang)
        try:
            text = word(reason)
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)
        assert text and "⟨" not in text and "{" not in text, f"{reason} words badly in {lang}: {text!r}"
        assert _texts(lang, reason.key), f"{reason.key} is missing in {lang}"
        assert all(_placeholders(t) <= set(reason.fields) for t in _texts(lang, reason.key)), (
            f"{reason} lacks a field its {lang} text needs"
        )
        for name, value in reason.fields.items():
            if isinstance(value, str):  # a word inside a sentence is a catalogue key, never a bare code
                assert _texts(lang, value), f"{reason}: field {name}={value!r} is not a key of the {lang} catalogue"


def _bad_actions(state, seat, legal, earlier, rng):
    """Actions that are not legal for ``seat`` now: other seats', earlier positions', mutated and nonsense."""
    pool = []
    for other in range(state.players):
        if other != seat:
            pool += state.legal_actions(other)[:20]
    pool += earlier
    ints = [a for a in legal if type(a) is int]
    for action in rng.sample(ints, min(4, len(ints))):
        pool += [action + 1, action - 1, action * 2 + 1, -action - 1, action + 10**6]
    pool += [-1, 10**30, "move", "", None, True, 1.5, (1, 2)]
    legal_set = set(legal)
    return [a for a in pool if not (isinstance(a, (int, str)) and a in legal_set and type(a) is not bool)]


def _probe(state, seat, earlier, rng, checked):
    legal = state.legal_actions(seat) if seat in state.to_act() else []
    for action in rng.sample(legal, min(3, len(legal))):
        assert state.refusal(action, seat) is None, f"{state.GAME_ID}: legal {action!r} is refused"
    bad = _bad_actions(state, seat, legal, earlier, rng)
    before = state.to_dict()
    for action in rng.sample(bad, min(12, len(bad))):
        reason = state.refusal(action, seat)
        assert isinstance(reason, Reason), f"{state.GAME_ID}: {action!r} by seat {seat} is not refused"
        with pytest.raises(IllegalAction) as refused:
            state.apply(action, seat)
        assert refused.value.reason == reason, "apply and refusal give different reasons"
        assert reason.key in str(refused.value), "the developer message names the key"
        if str(reason) not in checked:  # each distinct key and field values, worded once
            checked.add(str(reason))
            _check_wording(reason)
    assert state.to_dict() == before, "a refused action changed the state"


@pytest.mark.parametrize("game_id", [info.id for info in ENGINES])
def test_random_positions_refuse_bad_actions_in_both_languages(game_id):
    info = next(g for g in ENGINES if g.id == game_id)
    rng = Rng(2026)
    checked: set = set()
    for players in info.player_counts:
        state = info.state_class().new(players, rng.randrange(10**6))
        earlier: list = []
        for step in range(MOVES_PER_GAME):
            if state.is_terminal():
                break
            if step % PROBE_EVERY == 0:
                _probe(state, rng.randrange(state.players), earlier[-30:], rng, checked)
                if state.window().table_after is None:
                    assert isinstance(state.refusal(0, TABLE), Reason), "the table acts only when it is due"
            seat, action = next_actor(state, rng)
            if action is None:
                action = state.random_action(seat, rng)
            if seat != TABLE:
                earlier.append(action)
            state.apply(action, seat)
        if state.is_terminal():
            _probe(state, 0, earlier[-30:], rng, checked)
    assert checked, f"{game_id}: no refusal was tried"


# ---------------------------------------------------------------------------------------------- records


def test_a_record_refused_at_a_move_says_the_rule_in_the_players_language(tmp_path):
    from orcdesk.app import records
    from orcdesk.games.orc.engine import OrcState
    from orcdesk.ui.scenes.opening import refused_move_text

    state = OrcState.new(2, 3)
    mover = state.to_act()[0]
    text = state.action_to_text(state.legal_actions(mover)[0])
    path = tmp_path / "orc-bad.yaml"
    path.write_text(
        f"format: 1\ngame: orc\nplayers: 2\nseed: 3\nseats: [human, greedy]\nmoves: [[{1 - mover}, '{text}']]\n",
        encoding="utf-8",
    )
    with pytest.raises(records.RecordError) as refused:
        records.read_record(path)
    error = refused.value
    assert error.move == 1 and error.refused == Reason("common.refuse.not_your_turn")
    assert "at move 1 " in str(error)
    i18n.set_language("fr")
    try:
        notice = refused_move_text(path, error)
    finally:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)
    assert notice.startswith("Impossible de revoir cette partie") and "orc-bad.yaml" in notice
    assert catalogue("fr")["common.refuse.not_your_turn"] in notice
