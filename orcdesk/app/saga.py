"""The player's progress in the Orlog saga (``saga.yaml`` in the user data folder).

    progress, notices = load_progress()       # never raises: an unreadable file is set aside, progress restarts
    progress = progress.after_win("agnar")    # beaten: the next opponent is open, Agnar's favor is the player's
    save_progress(progress)                   # atomic (temp file + os.replace)

The file keeps the ids of the opponents beaten, in the order beaten, and the date the whole saga was first
beaten. Ids the saga no longer has (an update renamed an opponent) stay in the file, so nothing is lost when
a later version brings them back; they unlock nothing meanwhile. A file written by a newer orcdesk is left
alone and reported, and nothing is written over it.

A saga game is a normal Orlog game (undo, autosave, replay) whose seats and options say so:
:func:`saga_game` builds them, :func:`saga_opponent` recognises them when the game ends.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field, replace
from pathlib import Path

from orcdesk.ai.opponents import Character, Saga, saga
from orcdesk.app import paths
from orcdesk.app.files import first_line, read_user_yaml, set_aside, write_yaml
from orcdesk.app.notice import Notice

FILE_NAME = "saga.yaml"
SAGA_FORMAT = 1


@dataclass(frozen=True)
class Progress:
    beaten: tuple[str, ...] = ()  # opponent ids, in the order first beaten
    completed_on: str | None = None  # ISO date the last opponent was first beaten
    writable: bool = field(default=True, compare=False)  # False: the file is a newer version's, left alone

    def is_beaten(self, opponent_id: str) -> bool:
        return opponent_id in self.beaten

    def is_open(self, index: int, data: Saga | None = None) -> bool:
        """May the player challenge opponent ``index``? The first always; each next once the one before is
        beaten (a beaten opponent may be played again)."""
        data = data or saga()
        return index == 0 or self.is_beaten(data.opponents[index - 1].id)

    def current(self, data: Saga | None = None) -> int | None:
        """Index of the first opponent not beaten yet, None once all are."""
        data = data or saga()
        return next((i for i, c in enumerate(data.opponents) if not self.is_beaten(c.id)), None)

    def unlocked_favors(self, data: Saga | None = None) -> list[str]:
        """The gods the player may take into a saga game: the starting ones and one per opponent beaten."""
        data = data or saga()
        return list(data.starting_favors) + [c.favor for c in data.opponents if self.is_beaten(c.id)]

    def complete(self, data: Saga | None = None) -> bool:
        return self.current(data) is None

    def after_win(self, opponent_id: str, today: str | None = None, data: Saga | None = None) -> Progress:
        """The progress once ``opponent_id`` is beaten (the same if it was beaten before)."""
        data = data or saga()
        if self.is_beaten(opponent_id):
            return self
        progress = replace(self, beaten=self.beaten + (opponent_id,))
        if progress.complete(data) and progress.completed_on is None:
            progress = replace(progress, completed_on=today or datetime.date.today().isoformat())
        return progress


def progress_path(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.data_dir()) / FILE_NAME


def _parse(data) -> Progress:
    if not isinstance(data, dict):
        raise ValueError("not a saga progress file")
    beaten = data.get("beaten") or []
    if not isinstance(beaten, list) or not all(isinstance(b, str) and b for b in beaten):
        raise ValueError("beaten: expected a list of opponent ids")
    completed = data.get("completed_on")
    if completed is not None and not isinstance(completed, str):
        raise ValueError("completed_on: expected a date")
    return Progress(tuple(dict.fromkeys(beaten)), completed)


def load_progress(folder: Path | None = None) -> tuple[Progress, list[Notice]]:
    """The saved progress (a fresh one when there is no file). Never raises."""
    path = progress_path(folder)
    if not path.exists():
        return Progress(), []
    try:
        data = read_user_yaml(path)
        version = data.get("format") if isinstance(data, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version > SAGA_FORMAT:
            return Progress(writable=False), [Notice("saga.notice.newer", {"path": str(path)})]
        if version != SAGA_FORMAT:
            raise ValueError("unknown format")
        return _parse(data), []
    except Exception as exc:  # noqa: BLE001 - UserFileError, a wrong value, anything: the file is set aside
        moved = set_aside(path)
        return Progress(), [Notice("saga.notice.bad", {"path": str(moved or path), "reason": first_line(exc)})]


def save_progress(progress: Progress, folder: Path | None = None) -> Path | None:
    """Write the progress (atomically); None when the file belongs to a newer orcdesk and is left alone."""
    if not progress.writable:
        return None
    data = {"format": SAGA_FORMAT, "beaten": list(progress.beaten), "completed_on": progress.completed_on}
    path = progress_path(folder)
    write_yaml(path, data, header="# orcdesk: your progress in the Orlog saga\n")
    return path


def reset_progress(folder: Path | None = None) -> Progress:
    """Start the saga again (the file is rewritten empty, even one a newer orcdesk wrote: the player asked)."""
    progress = Progress()
    save_progress(progress, folder)
    return progress


# ---------------------------------------------------------------------------------------------- games
def saga_game(index: int, progress: Progress, data: Saga | None = None) -> tuple[list[str], dict]:
    """Seats and Orlog options of a saga game against opponent ``index``: the player in seat 1 drafts from
    their unlocked favors (or has them, when they are just three); the opponent has their own gods."""
    data = data or saga()
    opponent = data.opponents[index]
    favors = progress.unlocked_favors(data)
    options = (
        {"fixed_gods": [favors, list(opponent.gods)]}
        if len(favors) == 3
        else {"fixed_gods": [None, list(opponent.gods)], "god_pools": [favors, None]}
    )
    return ["human", opponent.seat], options


def saga_opponent(game_id: str, seats, options: dict | None) -> Character | None:
    """The saga opponent of a game, if it is a saga game (an Orlog game against a saga opponent who has their
    own gods), else None."""
    if game_id != "orlog":
        return None
    seats = list(seats)
    fixed = (options or {}).get("fixed_gods")
    for seat, kind in enumerate(seats):
        opponent_id = kind.partition(":")[2]
        found = next((c for c in saga().opponents if c.id == opponent_id), None)
        if found is None or not isinstance(fixed, (list, tuple)) or len(fixed) != len(seats):
            continue
        if list(fixed[seat] or []) == list(found.gods):
            return found
    return None


def record_game(
    game_id: str, seats, options: dict | None, winners, folder: Path | None = None
) -> tuple[Progress | None, list[Notice]]:
    """Count a finished saga game: a win of the single human seat beats its opponent (saved at once). Returns
    the new progress (None if this was not a saga game won by the player) and any notice."""
    seats = list(seats)
    opponent = saga_opponent(game_id, seats, options)
    if opponent is None or seats.count("human") != 1 or seats.index("human") not in list(winners):
        return None, []
    progress, notices = load_progress(folder)
    progress = progress.after_win(opponent.id)
    save_progress(progress, folder)
    return progress, notices
