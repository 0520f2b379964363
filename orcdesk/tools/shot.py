"""`orcdesk shot <game> out.png`: render a table mid-game to a PNG, headless (no window needed)."""

from __future__ import annotations

from orcdesk.ui.staging import _headless, build_table


def run_shot(
    game: str,
    out: str,
    seed: int = 1,
    moves: int | None = None,
    size=(1280, 720),
    players: int | None = None,
    options: dict | None = None,
) -> int:
    _headless()  # before pygame is imported: dummy video without a display, no banner
    import pygame

    app, table = build_table(game, seed, moves, size, players, options=options)
    app.step(1 / 60, events=[])
    app.step(1 / 60, events=[])
    pygame.image.save(app.screen, out)
    table.on_exit()
    print(f"wrote {out} ({size[0]}x{size[1]}, {len(table.history.actions)} moves played)")
    return 0
