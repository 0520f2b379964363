"""Command line: `orcdesk [play|arena|shot|bench] ...`. Heavy modules are imported only by the command that
needs them, so `orcdesk arena` never loads pygame and startup stays fast."""

from __future__ import annotations

import argparse
import sys

from orcdesk.games import GAMES

AGENT_KINDS = ("random", "greedy", "easy", "normal", "hard")
SEAT_KINDS = ("human",) + AGENT_KINDS


class CliError(Exception):
    """A bad command line: printed as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2 (argparse prints usage too by default)
        raise CliError(message)


def _game(value: str) -> str:
    if value not in GAMES:
        raise argparse.ArgumentTypeError(f"unknown game {value!r} (choose from {', '.join(GAMES)})")
    return value


def _size(value: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {value!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {value} out of range (320x240 .. 7680x4320)")
    return w, h


def _seat_list(allowed: tuple[str, ...]):
    def parse(value: str) -> list[str]:
        seats = [s.strip() for s in value.split(",") if s.strip()]
        # a named opponent is its level and its id: "hard:sigrid" (data/opponents.yaml; checked per game below)
        bad = [s for s in seats if s.partition(":")[0] not in allowed or s.startswith("human:")]
        if bad or not seats:
            raise argparse.ArgumentTypeError(f"seats must be from {', '.join(allowed)}; got {value!r}")
        return seats

    return parse


def _positive(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {n}")
    return n


def _option(value: str) -> tuple[str, object]:
    key, sep, raw = value.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"an option looks like KEY=VALUE, not {value!r}")
    import yaml

    try:
        parsed = yaml.safe_load(raw) if raw.strip() else ""
    except (yaml.YAMLError, ValueError):  # not YAML, or a number Python refuses (over 4300 digits): the text
        parsed = raw
    return key.strip(), parsed if isinstance(parsed, (int, float, bool, str)) else raw


def _seat_index(value: str) -> int:
    try:
        seat = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seat is a number from 0, not {value!r}") from None
    if seat < 0:
        raise argparse.ArgumentTypeError(f"a seat is a number from 0, not {value!r}")
    return seat


def _add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setup option of the game (repeatable), e.g. --option scenario=relics",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="orcdesk", description="A desktop table for five orc games, with AI opponents.")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="check data, sprites and every scene off-screen, play one AI game per game, exit",
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="open the window straight on a game table")
    play.add_argument("game", type=_game)
    play.add_argument("--seats", type=_seat_list(SEAT_KINDS), help="e.g. human,hard (default: human + normal AI)")
    play.add_argument("--seed", type=_positive)
    play.add_argument("--players", type=_positive, help="number of seats, for games that allow several")
    _add_options(play)

    replay = sub.add_parser("replay", help="open the window on a game record, to watch it move by move")
    replay.add_argument("file")

    tutorial = sub.add_parser("tutorial", help="open the window on a game's guided first game (Learn to play)")
    tutorial.add_argument("game", type=_game)
    tutorial.add_argument("--section", type=_positive, help="the section to open, from 1 (default: where you stopped)")

    arena = sub.add_parser("arena", help="AI against AI, seats rotated every game")
    arena.add_argument("game", type=_game)
    arena.add_argument("--seats", type=_seat_list(AGENT_KINDS), required=True, help="e.g. hard,greedy")
    arena.add_argument("--games", type=_positive, default=100)
    arena.add_argument("--seed", type=_positive, default=1)
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument("--workers", type=_positive, default=0, help="processes (default: all cores)")
    arena.add_argument(
        "--level-reactions",
        action="store_true",
        help="real-time games: each level reacts at its own speed (default: all seats alike)",
    )
    arena.add_argument(
        "--save-records",
        metavar="DIR",
        help="write each game's record to DIR in the export format (for `orcdesk review`)",
    )
    _add_options(arena)

    review = sub.add_parser("review", help="mark the decisions of a game record that cost most (AI review)")
    review.add_argument("file")
    review.add_argument("--seat", type=_seat_index, help="review this seat only (0-based; default: every seat)")
    review.add_argument("--json", action="store_true", help="print one JSON object")

    shot = sub.add_parser("shot", help="render a mid-game table to a PNG, headless")
    shot.add_argument("game", type=_game)
    shot.add_argument("out")
    shot.add_argument("--seed", type=_positive, default=1)
    shot.add_argument("--moves", type=_positive, help="legal moves to play first (default: to mid-game)")
    shot.add_argument("--size", type=_size, default=(1280, 720))
    shot.add_argument("--players", type=_positive)
    _add_options(shot)

    bench = sub.add_parser("bench", help="performance figures as JSON")
    bench.add_argument("game", type=_game)
    bench.add_argument("--json", action="store_true", help="(the output is always JSON)")
    bench.add_argument("--players", type=_positive)
    bench.add_argument("--quick", action="store_true", help="fewer samples (for tests)")
    _add_options(bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except CliError as exc:
        print(f"orcdesk: error: {exc}", file=sys.stderr)
        return 2


def _check_opponents(game_id: str, seats: list[str] | None) -> None:
    from orcdesk.ai.opponents import find_character

    for seat in seats or []:
        name = seat.partition(":")[2]
        if name and find_character(game_id, name) is None:
            raise CliError(f"{game_id} has no opponent named {name!r} (see data/opponents.yaml)")


def _check_players(game_id: str, players: int | None, seats: list[str] | None) -> None:
    info = GAMES[game_id]
    count = players if players is not None else (len(seats) if seats else None)
    if count is not None and count not in info.player_counts:
        raise CliError(f"{info.name} is for {info.min_players}-{info.max_players} players, not {count}")
    if players is not None and seats and len(seats) != players:
        raise CliError(f"--players {players} but {len(seats)} seats given")
    if not info.has_engine:
        raise CliError(f"{info.name} is not playable yet")


def _check_options(game_id: str, players: int | None, pairs: list[tuple[str, object]]) -> dict:
    """The --option pairs as the game's options, refused in one line when the game does not know one."""
    options = dict(pairs)
    if not options:
        return options
    info = GAMES[game_id]
    try:
        info.state_class().new(players or info.min_players, 0, options)
    except (ValueError, KeyError, TypeError) as exc:
        raise CliError(f"{info.name}: {exc}") from None
    return options


def _tutorial(game_id: str, section: int | None) -> int:
    """``orcdesk tutorial GAME [--section N]``: the tutorial checked first (a broken file is one line, exit 2)."""
    from orcdesk.app.tutorials import has_tutorial, load_tutorial
    from orcdesk.core.data import DataError

    if not has_tutorial(game_id):
        raise CliError(f"{game_id} has no tutorial yet (data/tutorials/{game_id}.yaml)")
    try:
        tutorial = load_tutorial(game_id)
    except DataError as exc:
        raise CliError(str(exc)) from None
    count = len(tutorial.sections)
    if section is not None and section > count:
        raise CliError(f"{game_id}'s tutorial has {count} sections: --section 1 to {count}")
    from orcdesk.ui.app import run_window

    return run_window(tutorial=(game_id, None if section is None else section - 1))


def _dispatch(args: argparse.Namespace) -> int:
    if args.smoke_test:
        from orcdesk.tools.smoke import run_smoke

        return run_smoke()
    if args.command is None:
        from orcdesk.ui.app import run_window

        return run_window()
    if args.command == "play":
        _check_players(args.game, args.players, args.seats)
        _check_opponents(args.game, args.seats)
        options = _check_options(
            args.game, args.players or (len(args.seats) if args.seats else None), getattr(args, "option", [])
        )
        from orcdesk.ui.app import run_window

        return run_window(game=args.game, seats=args.seats, seed=args.seed, players=args.players, options=options)
    if args.command == "tutorial":
        return _tutorial(args.game, args.section)
    if args.command == "replay":
        from orcdesk.app.records import RecordError, read_record

        try:
            record = read_record(args.file)
        except RecordError as exc:  # every way a file can be bad: one line, exit 2
            raise CliError(str(exc)) from None
        from orcdesk.ui.app import run_window

        return run_window(record=record)
    if args.command == "arena":
        if len(args.seats) < 2 and GAMES[args.game].min_players > 1:
            raise CliError("arena needs at least two seats, e.g. --seats hard,greedy")
        _check_players(args.game, None, args.seats)
        _check_opponents(args.game, args.seats)
        options = _check_options(args.game, len(args.seats), getattr(args, "option", []))
        from orcdesk.tools.arena import run_arena

        return run_arena(
            args.game,
            args.seats,
            games=args.games,
            seed=args.seed,
            as_json=args.json,
            workers=args.workers,
            options=options,
            level_reactions=args.level_reactions,
            save_records=args.save_records,
        )
    if args.command == "review":
        from orcdesk.app.records import RecordError, read_record

        try:
            record = read_record(args.file)
        except RecordError as exc:
            raise CliError(str(exc)) from None
        if args.seat is not None and args.seat >= record.players:
            raise CliError(f"--seat {args.seat}: the game has seats 0 to {record.players - 1}")
        from orcdesk.tools.review import run_review

        return run_review(record, seat=args.seat, as_json=args.json)
    if args.command == "shot":
        _check_players(args.game, args.players, None)
        options = _check_options(args.game, args.players, getattr(args, "option", []))
        from orcdesk.tools.shot import run_shot

        return run_shot(
            args.game, args.out, seed=args.seed, moves=args.moves, size=args.size, players=args.players, options=options
        )
    if args.command == "bench":
        _check_players(args.game, args.players, None)
        options = _check_options(args.game, args.players, getattr(args, "option", []))
        from orcdesk.tools.bench import run_bench

        return run_bench(args.game, players=args.players, quick=args.quick, options=options)
    raise CliError(f"unknown command {args.command!r}")


def gui_main() -> int:
    """Entry point of the double-clickable launcher: no console, straight to the menu."""
    from orcdesk.ui.app import run_window

    return run_window()
