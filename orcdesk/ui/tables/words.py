"""The shared table's default words: seats named for the player, the end-of-game title, lines and score, a
move in words for a hint, and why a target is refused (:func:`refusal_words`, every table's). :class:`~orcdesk.ui.tables.base.TableScene` calls these; a game's table overrides the
method where it says more.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from orcdesk.core.contract import Action, GameState
from orcdesk.core.i18n import t, word
from orcdesk.ui.tables.notation import notation_words
from orcdesk.ui.tables.view import TableView


def character(game_id: str, seats: Sequence[str], seat: int):
    """The AI character at ``seat`` (orcdesk.ai.opponents: name, level, style, portrait), None for a human."""
    from orcdesk.ai.opponents import seat_character

    return seat_character(game_id, seats, seat)


def short_name(game_id: str, seats: Sequence[str], seat: int) -> str:
    """A seat's name where room is short (a scoreboard, a marker): "You", "Player 2", or the AI's own name,
    "Grum", without its level."""
    if seats[seat] == "human":
        return t("app.table.you") if seats.count("human") == 1 else t("app.table.player_name", n=seat + 1)
    return character(game_id, seats, seat).name


def seat_name(kind: str, short: str) -> str:
    """Display name of a seat of ``kind`` ("human" or an AI kind) whose short name is ``short``: "You" for the
    single human, "Player 2" in hotseat, and an AI opponent by its own name and level in player words,
    "Grum (hard)"."""
    if kind == "human":
        return short
    from orcdesk.ai.opponents import seat_level

    return t("app.table.ai_name", name=short, level=t(f"app.level.{seat_level(kind)}"))


def result_title(winners: Sequence[int], names: Sequence[str], seats: Sequence[str]) -> str:
    """ "You win", "Grum (hard) wins" (one human), "Player 2 wins" (hotseat, all AI) or a draw: ``names`` by seat."""
    if not winners:
        return t("app.result.draw")
    named = ", ".join(names[s] for s in winners)
    if seats.count("human") == 1:
        if any(seats[s] == "human" for s in winners):
            return t("app.result.you_win")
        return t("app.result.you_lose", who=named)
    return t("app.result.winner", who=named)


def result_lines(names: Sequence[str], scores: Sequence[float]) -> list[str]:
    """One line per seat: its name and its score."""
    return [f"{names[s]}: {score:g}" for s, score in enumerate(scores)]


def result_subtitle(scores: Sequence[float], viewer: int) -> str:
    """The final score in one line, e.g. "15 – 11" (viewer first)."""
    order = [viewer] + [s for s in range(len(scores)) if s != viewer]
    return " – ".join(f"{scores[s]:g}" for s in order)


def action_words(
    live: GameState,
    seat: int | None,
    viewer: int,
    describe_event: Callable[[dict], str | None],
    action: Action,
    string_prefix: str = "",
) -> str:
    """A move in words for a hint ("You attack the white tribe with 2 green orcs"): the log line
    (``describe_event``) of the move's first worded event, the same in two worlds the player at ``seat`` cannot
    tell apart (determinized with different seeds), so a hint never tells chance or hidden things (the card a
    draw brings, the dice); else the catalogue's words for the move, else its notation (``notation.py``)."""
    from orcdesk.core.rng import Rng

    if seat is None:
        return notation_words(string_prefix, live, action)
    firsts = []
    try:
        for seed in (1, 2):
            world = live.determinize(seat, Rng(seed))
            lines = (describe_event(world.redact_event(e, viewer)) for e in world.apply(action, seat))
            firsts.append(next((line for line in lines if line), None))
    except Exception:  # a table's wording of an unusual event: the notation still says the move
        return notation_words(string_prefix, live, action)
    return firsts[0] if firsts[0] and firsts[0] == firsts[1] else notation_words(string_prefix, live, action)


def refusal_words(table: TableView, action: Action, seat: int | None, wording: Callable[..., str] = word) -> str:
    """Why ``table`` refuses ``action`` to ``seat`` now, in the player's words: the rules' reason
    (``wording(reason, table.seat_name)``; a game may recolour its fields), else the mode's (a tutorial waiting
    for another move); "" when it may be played. No seat (nobody at the screen acts: an AI's turn, a replay) is
    refused nothing: the engine would read a missing seat as whoever acts, and no target is offered then."""
    if seat is None:
        return ""
    reason, mode = table.state.refusal(action, seat), table.presenter.mode  # (Orlog's table.mode is its phase)
    if reason is not None:
        return wording(reason, table.seat_name)
    return "" if mode.allows(action, seat) else mode.refusal(action, seat)
