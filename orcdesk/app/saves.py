"""Autosaves: one file per game in progress, ``saves/<game>.yaml`` in the user data folder.

A save is not a snapshot of the state but the recipe for it: format version, game id, options, seed, number
of players, seat kinds and the action list as text. :func:`orcdesk.core.match.replay` rebuilds the exact
position from it (every action is checked again on the way), so a save stays readable as long as the rules
engine keeps its notation, and a save that no longer replays is caught at once.

    write_save(Save.start("orc", 2, seed, options, ["human", "normal"]).with_action(0, "play 3"))
    saves, notices = find_saves()          # what the menu offers to Continue; bad files set aside + notices
    state = saves[0].restore()

A file that cannot be parsed, is not a save, names an unknown game or no longer replays is moved aside
(``<game>.yaml.bad-<time>``) and reported. A save written by a newer orcdesk (higher format) is left where it
is and reported: this version cannot read it, a newer one can.
"""

from __future__ import annotations

import datetime as _dt
import errno
import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from orcdesk.app import paths
from orcdesk.app.files import UserFileError, atomic_write_text, first_line, read_user_yaml, set_aside, short
from orcdesk.app.notice import Notice
from orcdesk.core.match import replay

SAVE_FORMAT = 2  # 2: a move's seat may be -1, the table itself (the deal in real-time games)
SAVES_FOLDER = "saves"


class SaveError(ValueError):
    """A save that cannot be used. ``kind`` is "corrupt", "unknown" (game) or "newer" (format)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def now_stamp() -> str:
    return _dt.datetime.now().replace(microsecond=0).isoformat()


@dataclass(frozen=True)
class Save:
    game: str
    players: int
    seed: int
    options: dict
    seats: tuple[str, ...]  # seat kinds, e.g. ("human", "normal")
    actions: tuple[tuple[int, str], ...] = ()
    started: str = field(default_factory=now_stamp)
    format: int = SAVE_FORMAT

    @classmethod
    def start(cls, game: str, players: int, seed: int, options: dict | None, seats) -> Save:
        return cls(game, players, seed, dict(options or {}), tuple(seats))

    def with_action(self, seat: int, text: str) -> Save:
        return replace(self, actions=self.actions + ((seat, text),))

    def with_actions(self, actions) -> Save:
        return replace(self, actions=tuple((int(s), str(a)) for s, a in actions))

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.seats) if kind == "human")

    def to_dict(self) -> dict:
        return {
            "format": self.format,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": list(self.seats),
            "started": self.started,
            "actions": [[seat, text] for seat, text in self.actions],
        }

    @classmethod
    def from_dict(cls, data) -> Save:
        """Check and read a parsed save file; raises SaveError."""
        from orcdesk.app.records import game_fields

        if not isinstance(data, dict):
            raise SaveError("corrupt", "not a save file (no mapping at the top)")
        record = game_fields(data, "actions", SAVE_FORMAT, SaveError)
        data = _upgrade(data)
        started = data.get("started")
        if not isinstance(started, str) or len(started) > 40:
            started = ""  # only shown, never used: an odd value is dropped, not fatal
        return cls(
            record.game_id,
            record.players,
            record.seed,
            record.options,
            tuple(record.seats),
            tuple(record.actions),
            started,
            data["format"],
        )

    def restore(self):
        """Replay the save into the exact game state; raises SaveError("corrupt") if it no longer replays,
        whatever the engine raises on the way."""
        from orcdesk.games import GAMES

        try:
            cls = GAMES[self.game].state_class()
            return replay(cls, self.players, self.seed, self.options, self.actions)
        except Exception as exc:  # noqa: BLE001 - a save that breaks the engine is a bad save, not a crash
            raise SaveError("corrupt", f"does not replay: {first_line(exc)}") from None


def _upgrade(data: dict) -> dict:
    """A save of an older format, brought to this one. Format 1 knew no table seat; its moves read the same."""
    if data.get("format") == 1:
        data = dict(data, format=2)
    return data


def saves_dir(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.data_dir()) / SAVES_FOLDER


def save_path(game: str, folder: Path | None = None) -> Path:
    return saves_dir(folder) / f"{game}.yaml"


def save_text(save: Save) -> str:
    """The file's text: JSON (which YAML reads too) because it is written after every move and JSON is ~50x
    faster to produce than PyYAML's output; one action per line keeps it readable."""
    data = save.to_dict()
    actions = data.pop("actions")
    head = json.dumps(data, ensure_ascii=False)[:-1]
    lines = ",\n  ".join(json.dumps(a, ensure_ascii=False) for a in actions)
    return f"{head}, \"actions\": [\n  {lines}\n]}}\n" if actions else f"{head}, \"actions\": []}}\n"


def write_save(save: Save, folder: Path | None = None) -> Path:
    path = save_path(save.game, folder)
    atomic_write_text(path, save_text(save), durable=False)
    return path


FULL_DISK = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


def failure_notice(exc: OSError, folder: Path | None = None) -> Notice:
    """What to tell the player when an autosave could not be written: a full disk, a read-only folder, or
    another reason (the game goes on; the last good save stays as it was, see files.atomic_write_text)."""
    if exc.errno in FULL_DISK:
        return Notice("common.notice.not_saved_full")
    if exc.errno in READ_ONLY:
        return Notice("common.notice.not_saved_readonly", {"path": str(saves_dir(folder))})
    return Notice("common.notice.not_saved_other", {"reason": first_line(exc, 80)})


def delete_save(game: str, folder: Path | None = None) -> None:
    try:
        save_path(game, folder).unlink()
    except FileNotFoundError:
        pass


def load_save(path: Path) -> Save:
    """Read and check one save file (not replayed yet); raises SaveError whatever the file holds."""
    from orcdesk.app.records import GAME_FILE_BYTES

    try:
        data = read_user_yaml(path, GAME_FILE_BYTES)
    except UserFileError as exc:
        raise SaveError("corrupt", f"cannot read: {exc}") from None
    try:
        return Save.from_dict(data)
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - any other failure to check it is a bad file too
        raise SaveError("corrupt", f"cannot be used: {first_line(exc)}") from None


def find_saves(folder: Path | None = None) -> tuple[list[Save], list[Notice]]:
    """The games in progress that replay, sorted by game id, and notices about every file that does not.

    Bad files are moved aside (never deleted); a save of a finished game is removed (nothing to continue)."""
    found, notices = [], []
    directory = saves_dir(folder)
    if not directory.is_dir():
        return found, notices
    for path in sorted(directory.glob("*.yaml")):
        try:
            save = load_save(path)
            if path.stem != save.game:
                raise SaveError("corrupt", f"file name does not match its game {short(save.game)}")
            state = save.restore()
            finished = state.is_terminal()
        except Exception as exc:  # noqa: BLE001 - SaveError, or anything else: never stop the app at launch
            if not isinstance(exc, SaveError):
                exc = SaveError("corrupt", first_line(exc))
            if exc.kind == "newer":
                notices.append(Notice("common.notice.save_newer", {"path": str(path), "reason": str(exc)}))
                continue
            moved = set_aside(path)
            notices.append(Notice("common.notice.save_bad", {"path": str(moved or path), "reason": str(exc)}))
            continue
        if finished:
            try:
                path.unlink(missing_ok=True)
            except OSError:  # a read-only folder: it stays, and is still not offered
                pass
            continue
        found.append(save)
    return found, notices
