"""``orcdesk --smoke-test``: is this installation (or frozen app) whole? Exit 0 if so, else 1 and the reason.

Checks, in order, with no display and no sound card (SDL dummy drivers), writing nothing outside a temporary
folder: every YAML file under data/ loads and every game's data validates (by dealing a game); the string
catalogues of every language hold the same keys; every sprite loads; the font renders; the sound effects
synthesize; one frame of every scene of every playable game renders off-screen; one short AI-vs-AI game per
game reaches its end; and the AI worker process starts (in a frozen app this proves ``freeze_support``).
The whole run must stay well under 60 seconds.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable

MAX_STEPS = 5000  # a greedy game that does not end by then is a bug
TIME_LIMIT = 60.0


class SmokeFailure(Exception):
    """A check failed; the message says what and where."""


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


# ----------------------------------------------------------------------------------------------- checks
def check_data() -> str:
    from orcdesk.core.data import load_yaml
    from orcdesk.resources import resource_root

    root = resource_root("data")
    names = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.yaml"))
    if not names:
        raise SmokeFailure(f"no YAML files under {root}")
    for name in names:
        load_yaml(name)  # DataError names file, line and field
    from orcdesk.app.tutorials import load_tutorial, tutorial_games

    tutorials = tutorial_games()
    for game_id in tutorials:
        load_tutorial(game_id)  # its script replayed through the engine, its texts in both catalogues
    return f"{len(names)} YAML files, {len(tutorials)} tutorials replayed"


def check_catalogues() -> str:
    from orcdesk.core.i18n import LANGUAGES, catalogue

    keys = {lang: set(catalogue(lang)) for lang in LANGUAGES}
    reference = keys["en"]
    for lang, found in keys.items():
        missing = sorted(reference - found) + sorted(found - reference)
        if missing:
            raise SmokeFailure(f"catalogue {lang}: keys differ from en: {', '.join(missing[:5])}")
    return f"{len(reference)} strings x {len(keys)} languages"


def check_games() -> str:
    from orcdesk.games import games_with_engines

    engines = games_with_engines()
    if not engines:
        raise SmokeFailure("no game engine could be imported")
    for info in engines:
        for players in info.player_counts:
            state = info.state_class().new(players, 1, None)
            state.check_invariants()
    return ", ".join(g.id for g in engines)


def walk_guided_game(app, game_id: str) -> None:
    """The game's tutorial from its first page to Finish, Next on every page and a click on every lit target."""
    from orcdesk.ui.tutorial.walk import WalkFailure, walk_tutorial

    table = app.open_scene("tutorial", game_id=game_id, section=0, step=0)
    if table is None:
        raise SmokeFailure(f"{game_id}: the tutorial cannot be opened")
    try:
        walk_tutorial(app, table)
    except WalkFailure as exc:
        raise SmokeFailure(f"tutorial: {exc}") from None


def _init_pygame():
    import pygame

    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    return pygame


def check_sprites() -> str:
    from orcdesk.resources import resource_root

    pygame = _init_pygame()
    try:
        root = resource_root("sprites")
    except FileNotFoundError:
        return "no sprites folder (all art is drawn in code)"
    files = sorted(p for p in root.rglob("*") if p.suffix.lower() in (".png", ".bmp", ".jpg", ".svg"))
    for path in files:
        try:
            image = pygame.image.load(str(path))
        except pygame.error as exc:
            raise SmokeFailure(f"sprite {path.relative_to(root)}: {exc}") from None
        if image.get_width() == 0 or image.get_height() == 0:
            raise SmokeFailure(f"sprite {path.relative_to(root)} is empty")
    return f"{len(files)} sprites"


def check_font() -> str:
    pygame = _init_pygame()
    text = pygame.font.Font(None, 32).render("Orc – Orlog – Faveur divine", True, (255, 255, 255))
    if text.get_width() < 50:
        raise SmokeFailure("the font renders nothing")
    return "pygame-ce default font"


def check_sound() -> str:
    from orcdesk.ui import sound

    effects = sound.synthesize_all()
    empty = [name for name, data in effects.items() if len(data) < 1000]
    if empty:
        raise SmokeFailure(f"sound effects too short: {', '.join(empty)}")
    player = sound.SoundPlayer()
    player.play("card")  # silently nothing when there is no audio device
    return f"{len(effects)} effects" + ("" if player.available else " (no audio device: silent)")


def check_scenes() -> str:
    """One off-screen frame of every scene: menu, settings, statistics, rules, error, and for every playable
    game its setup, table, pause overlay, rules page and (after a quick greedy game) its result."""
    from orcdesk.ai import make_agent
    from orcdesk.core.match import AgentController
    from orcdesk.games import playable_games
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.error import ErrorScene
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.setup import SetupScene

    _init_pygame()
    from orcdesk.ui.services import Services

    app = App(size=(1280, 720))
    app.services = Services(app)  # autosave, undo, hint and statistics hooks run too (in ORCDESK_HOME)
    app.services.sound.enabled = False  # the sound check above already built and played the effects
    app.settings.update(ai_in_process=True, anim_speed=0.0)
    frames: list[str] = []

    def frame(name: str) -> None:
        app.settings["anim_speed"] = 0.0
        app.step(1 / 60, events=[])  # events, update, draw: any exception fails the check
        frames.append(name)

    def overlay(name: str, **context) -> None:
        if app.open_scene(name, **context) is None:
            raise SmokeFailure(f"scene {name!r} cannot be opened")
        frame(name)
        app.stack.pop()

    app.stack.push(MenuScene(app))
    frame("menu")
    for name in ("settings", "stats", "rules", "records", "saga", "learn"):  # saga: opponents and saga data
        overlay(name)
    app.stack.push(ErrorScene(app, RuntimeError("smoke test"), None))
    frame("error")
    app.stack.pop()
    games = playable_games()
    if not games:
        raise SmokeFailure("no playable game (engine and table)")
    for info in games:
        app.stack.push(SetupScene(app, info.id))
        frame(f"{info.id} setup")
        from orcdesk.app.tutorials import has_tutorial

        if has_tutorial(info.id):  # its guided game, walked to its end by its own highlights
            walk_guided_game(app, info.id)
            frames.append(f"{info.id} tutorial")
        seats = ["human"] + ["greedy"] * (info.min_players - 1)
        table = app.start_game(info.id, seats, 5, replace=True)
        frame(f"{info.id} table")
        table.open_pause()
        frame(f"{info.id} pause")
        app.stack.pop()
        overlay("rules", game_id=info.id, table=table)
        # the table's own match plays the game out, a greedy agent in every seat (the human's too)
        table.match.controllers = {
            s: AgentController(make_agent("greedy", info.id, seed=s + 1)) for s in range(len(seats))
        }
        try:
            table.match.play_out(MAX_STEPS)
        except RuntimeError as exc:
            raise SmokeFailure(f"{info.id}: the table's game did not end ({exc})") from None
        for _ in range(600):
            frame(f"{info.id} end")
            if app.stack.top is not table:
                break
        else:
            raise SmokeFailure(f"{info.id}: no result scene after the game ended")
        frames.append(f"{info.id} result")
        from orcdesk.ui.scenes.replay import ReplayScene

        replay = app.stack.push(ReplayScene(app, table.history))
        replay.goto(len(table.history.actions) // 2)
        frame(f"{info.id} replay")
        app.stack.reset(MenuScene(app))
    for scene in list(app.stack):
        scene.on_exit()
    return f"{len(set(frames))} scenes ({', '.join(g.id for g in games)})"


def check_ai_games() -> str:
    from orcdesk.ai import make_agent
    from orcdesk.core.match import play_match
    from orcdesk.games import games_with_engines

    played = []
    for info in games_with_engines():
        players = info.min_players
        agents = [make_agent("greedy", info.id, seed=seat + 1) for seat in range(players)]
        try:
            match = play_match(info.state_class(), agents, 7, None, MAX_STEPS)
        except RuntimeError as exc:
            raise SmokeFailure(f"{info.id}: greedy game not over ({exc})") from None
        played.append(f"{info.id} {len(match.record.actions)} actions")
    return "; ".join(played)


def check_worker() -> str:
    """The AI thinks in a helper process: start it and get one move (the frozen app re-executes itself)."""
    from orcdesk.ai.worker import Thinker
    from orcdesk.games import games_with_engines

    info = games_with_engines()[0]
    state = info.state_class().new(info.min_players, 3, None)
    seat = state.window().seats[0]
    started = time.perf_counter()
    with Thinker(info.id) as thinker:
        thinker.start(state, seat, "greedy")
        while True:
            action = thinker.poll()
            if action is not None:
                break
            if time.perf_counter() - started > 20:
                raise SmokeFailure("the AI worker process gave no answer in 20 s")
            time.sleep(0.01)
    if action not in state.legal_actions(seat):
        raise SmokeFailure(f"the AI worker answered an illegal action {action!r}")
    return f"worker answered in {time.perf_counter() - started:.2f} s"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("data", check_data),
    ("catalogues", check_catalogues),
    ("games", check_games),
    ("sprites", check_sprites),
    ("font", check_font),
    ("sound", check_sound),
    ("scenes", check_scenes),
    ("ai games", check_ai_games),
    ("ai worker", check_worker),
]


def run_smoke(out=None) -> int:
    out = out or sys.stdout
    _headless()
    started = time.perf_counter()
    previous_home = os.environ.get("ORCDESK_HOME")
    with tempfile.TemporaryDirectory(prefix="orcdesk-smoke-") as home:
        os.environ["ORCDESK_HOME"] = home  # settings/saves/logs of the checks go nowhere real
        try:
            code = _run_checks(out)
        finally:
            if previous_home is None:
                os.environ.pop("ORCDESK_HOME", None)
            else:
                os.environ["ORCDESK_HOME"] = previous_home
    if code:
        return code
    total = time.perf_counter() - started
    if total > TIME_LIMIT:
        print(f"smoke: FAIL took {total:.1f} s (limit {TIME_LIMIT:.0f} s)", file=out)
        return 1
    print(f"smoke: all checks passed in {total:.1f} s", file=out)
    return 0


def _run_checks(out) -> int:
    for name, check in CHECKS:
        t0 = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:  # any failure is reported with its reason, never a bare traceback
            reason = str(exc) or type(exc).__name__
            print(f"smoke: FAIL {name}: {reason}", file=out)
            print("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(), file=sys.stderr)
            return 1
        print(f"smoke: ok   {name} ({detail}) {time.perf_counter() - t0:.2f} s", file=out)
    return 0
