"""The result overlay at the end of a game: who won, the score explained line by line, play again / menu."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, min_text_px, register_hover, shorten, wrap_lines
from orcdesk.ui.kit.widgets import Button, button_rows, label_width
from orcdesk.ui.scene import ANIMATING, STILL, Scene


class ResultScene(Scene):
    overlay = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.title = table.result_title()
        self.lines = table.result_lines()
        self.subtitle = table.result_subtitle()
        self.appear = anim.Tween(0.5, ease=anim.ease_out_back)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.hidden = False  # "look at the table" toggles the panel away
        self.buttons = [
            Button(t("app.result.again"), self.play_again, style="primary", key="again"),
            Button(t("app.result.table"), self.toggle, key="table"),
            Button(t("app.result.watch"), self.watch, key="watch"),
            Button(t("app.review.button"), self.review, key="review"),
            Button(t("app.result.menu"), self.to_menu, style="quiet", key="menu"),
        ]
        self.saga_finished = False
        self._saga_result()

    def _saga_result(self) -> None:
        """A saga game: the opponent's last words, the favor won and who comes next, and a way back to the saga
        (its closing screen once the last opponent falls)."""
        from orcdesk.app.saga import load_progress, saga_opponent

        table = self.table
        opponent = saga_opponent(table.game_id, table.seats, table.history.options)
        if opponent is None or table.seats.count("human") != 1:
            return
        from orcdesk.ai.opponents import saga

        data = saga()
        won = table.seats.index("human") in table.state.winners()
        progress, _ = load_progress()
        if won:
            lines = [
                "!" + t("saga.says", name=opponent.name, line=t(f"saga.line.{opponent.id}.end")),
                t("saga.won_favor", favor=t(f"orlog.god.{opponent.favor}.short")),
            ]
            after = progress.current(data)
            if after is not None:
                lines.append(t("saga.next", name=data.opponents[after].name))
            self.saga_finished = progress.complete(data) and opponent.id == data.opponents[-1].id
        else:
            lines = ["!" + t("saga.says", name=opponent.name, line=t(f"saga.line.{opponent.id}.start"))]
        self.lines = lines + [""] + self.lines
        label = t("saga.closing_button") if self.saga_finished else t("saga.result_button")
        self.buttons.insert(3, Button(label, self.to_saga, key="saga"))

    def to_saga(self) -> None:
        self.app.stack.reset(self.app.scene("menu"))
        self.app.open_scene("saga")
        if self.saga_finished:
            self.app.open_scene("saga_closing")

    def play_again(self) -> None:
        import os

        table = self.table
        self.app.stack.reset(self.app.scene("menu"))
        self.app.start_game(
            table.game_id, table.seats, int.from_bytes(os.urandom(4), "little"), options=table.history.options
        )

    def watch(self) -> None:
        """Watch the game just played, move by move (the replay scene over this one)."""
        self.app.open_scene("replay", self.table.history, finished=True)

    def review(self) -> None:
        """Review the game of the human seat (the seat on show when several humans or none) in the background;
        the replay then opens on its marks."""
        from orcdesk.ui.review_job import review_seat

        table = self.table
        seat = review_seat(table.seats, table.viewer)
        self.app.open_scene("review", table.history, seat=seat, finished=True, who=table.seat_name(seat))

    def toggle(self) -> None:
        self.hidden = not self.hidden
        self.buttons[1].label = t("app.result.show") if self.hidden else t("app.result.table")

    def to_menu(self) -> None:
        self.app.stack.reset(self.app.scene("menu"))

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw = min(int(w * 0.7), int(u * 120))
        bh, gap = int(u * 7), int(u * 3)
        labels = [b.label for b in self.buttons]
        full = sum(label_width(label, bh) for label in labels) + gap * (len(labels) - 1) + int(u * 8)
        pw = max(pw, min(full, int(w * 0.96)))  # wider rather than shrink the buttons' labels (French)
        ph = int(h * 0.78)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        rows = button_rows(labels, bh, pw - int(u * 8), gap, int(u * 40))
        top = self.panel_rect.bottom - bh - int(u * 3.5) - (len(rows) - 1) * (bh + int(u * 1.5))
        for k, row in enumerate(rows):  # two rows where one leaves the labels no room (800x800)
            x = self.panel_rect.centerx - (sum(width for _, width in row) + gap * (len(row) - 1)) // 2
            for index, bw in row:
                self.buttons[index].rect = pygame.Rect(x, top + k * (bh + int(u * 1.5)), bw, bh)
                x += bw + gap
        if self.hidden:
            self._lay_out_hidden(size)

    def _lay_out_hidden(self, size) -> None:
        """The panel put away to look at the table: "Show the result" and "Main menu" in the table's top band,
        where the finished table's Menu, Hint and Undo were, never over the game log, the replay bar or the
        board (the other choices come back with the panel)."""
        u = theme.unit(size)
        band = self.table.top_buttons_rect(self.table.size)
        shown = self.active_buttons()
        n = len(shown)
        gap = int(u * 1.2)
        bw = (band.w - gap * (n - 1)) // n
        x = band.right - n * bw - (n - 1) * gap
        for b in shown:
            b.rect = pygame.Rect(x, band.y, bw, band.h)
            x += bw + gap

    def active_buttons(self) -> list[Button]:
        """The buttons on screen: all of them on the panel, two while the table is looked at."""
        if not self.hidden:
            return self.buttons
        return [b for b in self.buttons if b.key in ("table", "menu")]

    def handle_event(self, event) -> None:
        for b in self.active_buttons():
            if b.handle_event(event):
                self.on_resize(self.size)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()

    def frame_rate(self) -> float:
        return STILL if self.appear.done else ANIMATING  # the panel springs in, then holds still

    def update(self, dt: float) -> None:
        self.appear.update(dt)
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        u = theme.unit(surface.get_size())
        if self.hidden:
            for b in self.active_buttons():
                b.draw(surface)
            return
        f = self.appear.value
        draw.dim(surface, int(170 * min(1.0, f)))
        p = self.panel_rect.move(0, int((1 - f) * u * 10))
        draw.panel(surface, p, fill=(46, 32, 24), alpha=248, radius=int(u * 2.5))
        won = self.table.state.winners()
        human_won = any(self.table.is_human(s) for s in won)
        color = theme.BRASS if human_won or not won else theme.TEXT
        title = blit_fit(
            surface,
            self.title,
            u * 7,
            p.w - u * 8,
            color,
            midtop=(p.centerx, p.y + int(u * 3)),
            bold=True,
            outline=theme.WOOD_DARK,
            shadow=True,
        )
        top = max(p.y + int(u * 11), title.bottom)  # under the title's glyphs ("Égalité" has a tall capital)
        blit_fit(
            surface,
            self.subtitle,
            min(u * 4.5, (p.y + u * 17.3 - top) / 1.2),  # and above the rule under it
            p.w - u * 8,
            theme.HILITE_SOFT,
            midtop=(p.centerx, top),
            bold=True,
            shadow=True,
        )
        pygame.draw.line(
            surface,
            theme.PANEL_EDGE,
            (p.x + int(u * 5), p.y + int(u * 17.5)),
            (p.right - int(u * 5), p.y + int(u * 17.5)),
            1,
        )
        y = p.y + int(u * 19.5)
        bottom = self.buttons[0].rect.top - int(u * 2)
        art = pygame.Rect(p.x + int(p.w * 0.55), y, int(p.w * 0.41), bottom - y)
        self.table.draw_result_art(surface, art)
        self._draw_lines(surface, pygame.Rect(p.x + int(u * 5), y, int(p.w * 0.5 - u * 5), bottom - y), u)
        for b in self.buttons:
            b.draw(surface)

    def _draw_lines(self, surface, box: pygame.Rect, u: float) -> None:
        """The summary lines in ``box``: smaller down to the floor when they need it, then the last row that
        fits ends in "…" and the rest shows whole on hover (a five-seat Braves result at 800x800)."""
        size = _lines_size(self.lines, box, u)
        rows, _ = _laid_lines(self.lines, size, box.w, u)
        for k, (text, bold, dy) in enumerate(rows):
            y = box.y + dy
            rest = [later for later, _, _ in rows[k + 1 :]]
            if rest and y + int(size * 1.25) + size > box.bottom:  # the next row would not fit
                rect = blit_text(
                    surface, shorten(text, size, box.w, bold, always=True), size, theme.TEXT, topleft=(box.x, y)
                )
                register_hover(surface, rect, " ".join([text, *rest]))
                return
            color = theme.HILITE_SOFT if bold else theme.TEXT
            blit_text(surface, text, size, color, topleft=(box.x, y), bold=bold)


def _laid_lines(lines: list[str], size: int, width: int, u: float) -> tuple[list[tuple[str, bool, int]], int]:
    """The summary's rows at ``size`` wrapped to ``width``: (words, bold, offset from the top) each, and the height
    they take. A line starting with "!" is a bold heading; an empty line is a short gap."""
    rows, y = [], 0
    for line in lines:
        if not line:
            y += int(size * 0.8)
            continue
        bold = line.startswith("!")
        for part in wrap_lines(line[1:] if bold else line, size, width, bold):
            rows.append((part, bold, y))
            y += int(size * 1.25)
        if bold:
            y += int(u * 0.5)
    return rows, y


def _lines_size(lines: list[str], box: pygame.Rect, u: float) -> int:
    """The largest size, from the panel's own down to the floor, at which every summary line fits ``box``."""
    floor = min_text_px()
    size = int(u * 2.7)
    while size > floor and _laid_lines(lines, size, box.w, u)[1] > box.h:
        size -= 1
    return max(size, floor)
