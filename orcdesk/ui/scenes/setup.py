"""Game setup: number of players, who sits in each seat (human or an AI level), the game's options, optional seed,
the game's rules (read before starting, with the options chosen so far), start."""

from __future__ import annotations

import pygame

from orcdesk.app.tutorials import has_tutorial
from orcdesk.core.i18n import t
from orcdesk.games import get_game
from orcdesk.ui.kit import draw, textures, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, draw_text_box, fit_text
from orcdesk.ui.kit.widgets import Button, label_width, row_widths
from orcdesk.ui.scene import BREATHING, STILL, Scene

SEAT_KINDS = ("human", "random", "greedy", "easy", "normal", "hard")
DEFAULT_AI = "normal"


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.info = get_game(game_id)
        self.game_id = game_id
        self.players = self.info.min_players
        self.seats = ["human"] + [app.settings.get("ai_level", DEFAULT_AI)] * (self.info.max_players - 1)
        self.seed_text = ""
        self.seed_focus = False
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.start_button = Button(t("app.setup.start"), self.start, style="primary", key="start")
        self.back_button = Button(t("app.setup.back"), self.app.stack.pop, style="quiet", key="back")
        self.rules_button = Button(t("app.setup.rules"), self.open_rules, key="rules")
        self.learn_button = Button(t("tutorial.menu.button"), self.open_tutorial, key="learn")
        self.learn_button.visible = has_tutorial(game_id)  # the guided first game, where the game has one
        self.count_buttons = (
            [Button(str(n), (lambda n=n: self.set_players(n)), key=f"players:{n}") for n in self.info.player_counts]
            if len(self.info.player_counts) > 1
            else []
        )
        table_cls = self.table_cls = self.info.table_class()
        self.option_rows = table_cls.setup_options()  # [(name, label, [(value, label), ...])]
        self.options = {name: choices[0][0] for name, _, choices in self.option_rows}
        self.option_buttons: list[list[Button]] = [
            [
                Button(label, (lambda n=name, v=value: self.set_option(n, v)), key=f"option:{name}:{value}")
                for value, label in choices
            ]
            for name, _, choices in self.option_rows
        ]
        self.blurb = table_cls.setup_blurb()
        self.seat_buttons: list[list[Button]] = [
            [
                Button(t(f"app.seat_kind.{k}"), (lambda s=s, k=k: self.set_seat(s, k)), key=f"seat:{s}:{k}")
                for k in SEAT_KINDS
            ]
            for s in range(self.info.max_players)
        ]
        for s, row in enumerate(self.seat_buttons):  # a named opponent (orcdesk.ui.scenes.opponents)
            row.append(Button(t("opponents.pick"), (lambda s=s: self.pick_opponent(s)), key=f"seat:{s}:named"))
        self._init_seat_choices()
        self._sync()

    def _init_seat_choices(self) -> None:
        """Per-seat choices declared in the game's data (Orc Wars: each elf's role and deck): one button each at
        the end of the seat's row, whose click moves on to the next value."""
        self.chosen: set = set()  # the options the player set himself
        self.seat_choices = {s: self.table_cls.setup_seat_options(s) for s in range(self.info.max_players)}
        self.seat_choice_buttons: dict[int, list[Button]] = {}
        for s, rows in self.seat_choices.items():
            for name, _, choices in rows:
                self.options[name] = choices[0][0]
            self.seat_choice_buttons[s] = [
                Button("", (lambda n=name, c=choices: self.next_seat_choice(n, c)), key=f"option:{name}")
                for name, _, choices in rows
            ]

    def next_seat_choice(self, name: str, choices: list) -> None:
        values = [v for v, _ in choices]
        self.options[name] = values[(values.index(self.options[name]) + 1) % len(values)]
        self.chosen.add(name)
        self.table_cls.setup_adjust(self.options, name, self.players)
        self._sync()

    # ------------------------------------------------------------------ state
    def set_players(self, n: int) -> None:
        self.players = n
        self._sync()
        self.on_resize(self.size)

    def set_option(self, name: str, value) -> None:
        self.options[name] = value
        self.chosen.add(name)
        self._sync()

    def set_seat(self, seat: int, kind: str) -> None:
        self.seats[seat] = kind
        self._sync()

    def pick_opponent(self, seat: int) -> None:
        self.app.open_scene(
            "opponents",
            self.game_id,
            seat,
            self.table_cls.setup_seat_label(seat),
            lambda kind: self.set_seat(seat, kind),
            chosen=self.seats[seat],
        )

    def open_tutorial(self) -> None:
        """The game's guided first game, on the Learn to play screen (its sections, ticked where finished)."""
        self.app.open_scene("learn", game_id=self.game_id)

    def open_rules(self) -> None:
        """This game's rules over the setup, their references following the options chosen so far; closing
        them comes back here with every choice kept (this scene stays below them)."""
        self.app.open_scene("rules", game_id=self.game_id, options=dict(self.options))

    def _sync(self) -> None:
        from orcdesk.ai.opponents import seat_character

        for b in self.count_buttons:
            b.selected = b.label == str(self.players)
        for s, row in enumerate(self.seat_buttons):
            for b, k in zip(row, SEAT_KINDS):
                b.selected = self.seats[s] == k
                b.visible = s < self.players
            named = ":" in self.seats[s]  # "hard:sigrid": the button shows who
            row[-1].selected, row[-1].visible = named, s < self.players
            row[-1].label = seat_character(self.game_id, self.seats, s).name if named else t("opponents.pick")
        for (name, _, choices), row in zip(self.option_rows, self.option_buttons):
            if not self.info.offers({name: self.options[name]}, self.players):  # e.g. a 2-player scenario
                self.options[name] = next(v for v, _ in choices if self.info.offers({name: v}, self.players))
            for b, (value, _) in zip(row, choices):
                b.selected = self.options[name] == value
                b.visible = self.info.offers({name: value}, self.players)
        for s, buttons in self.seat_choice_buttons.items():
            for b, (name, _, choices) in zip(buttons, self.seat_choices[s]):
                b.label = dict(choices)[self.options[name]]
                b.visible = s < self.players

    def chosen_seats(self) -> list[str]:
        return self.seats[: self.players]

    def start(self) -> None:
        """Start the game; if one of this game is in progress (its autosave), ask first: it would be lost."""
        from orcdesk.app.saves import save_path

        if getattr(self.app, "services", None) and save_path(self.game_id).exists():
            question = t("app.confirm.replace_question", game=t(f"app.game.{self.game_id}"))
            self.app.open_scene("confirm", question, t("app.confirm.replace"), self._start_now)
            return
        self._start_now()

    def _start_now(self) -> None:
        seed = int(self.seed_text) if self.seed_text else None
        options = self.table_cls.setup_finish(dict(self.options), self.chosen_seats(), set(self.chosen))
        self.app.start_game(self.game_id, self.chosen_seats(), seed, options=options, replace=True)

    @property
    def all_buttons(self) -> list[Button]:
        return (
            [self.start_button, self.back_button, self.rules_button, self.learn_button]
            + self.count_buttons
            + [b for row in self.seat_buttons for b in row]
            + [b for row in self.option_buttons for b in row]
            + [b for row in self.seat_choice_buttons.values() for b in row]
        )

    # ------------------------------------------------------------------ scene
    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.94), int(u * 160)), int(h * 0.84)
        self.panel_rect = pygame.Rect((w - pw) // 2, int(h * 0.08), pw, ph)
        p = self.panel_rect
        self.label_x = p.x + int(u * 4)
        cx = p.x + int(pw * 0.2)  # where the controls start
        cw = p.right - int(u * 3) - cx
        y = p.y + int(u * 12)
        # a seat's own choices (role, deck) at the end of its row, as wide as their names need...
        labels = [b.label for row in self.seat_choice_buttons.values() for b in row]
        choice_w = max([int(u * 15)] + [label_width(label, int(u * 7.3 * 0.76)) for label in labels])
        n_choices = max((len(b) for b in self.seat_choice_buttons.values()), default=0)
        columns = len(self.seat_buttons[0])  # the seat kinds and the named-opponent button
        # ... or on a line of their own under it, when beside it they would squeeze the kinds' names
        kinds_need = sum(label_width(b.label, int(u * 7.3 * 0.76)) for b in self.seat_buttons[0])
        beside = cw - n_choices * (choice_w + int(u)) - (columns - 1) * int(u)
        choices_below = n_choices and (beside / columns < u * 11 or beside < kinds_need)
        # a second line only for the seats that have choices (the Horde has none: no empty line under it)
        seat_lines = [2 if choices_below and self.seat_choice_buttons.get(s) else 1 for s in range(self.players)]
        # every row fits above Back/Start: seven seats and two options shrink the rows, never overlap them
        rows = (1 if self.count_buttons else 0) + sum(seat_lines) + len(self.option_buttons) + 1
        # the blurb keeps three lines at its size (two beside five to seven seats, whose rows come first)
        blurb_room = (int(u * 10.5) if self.players <= 4 else int(u * 7)) if self.blurb else 0
        room = p.bottom - int(u * 12) - y - blurb_room
        step = min(u * 7.3, room / max(1, rows))
        bh = int(step * 0.76)
        gap = int(step - bh)
        if self.count_buttons:
            x = cx
            for b in self.count_buttons:
                b.rect = pygame.Rect(x, y, int(u * 7), bh)
                x += int(u * 8)
            y += bh + gap
        kinds_w = cw if choices_below else cw - n_choices * (choice_w + int(u))
        # each kind as wide as its name needs at full size ("Beginner AI" beside "Human"), the same in every row
        widths = row_widths([b.label for b in self.seat_buttons[0]], bh, kinds_w, int(u), kinds_w)
        choice_w = min(int(u * 24), (cw - (n_choices - 1) * int(u)) // max(1, n_choices)) if choices_below else choice_w
        line = bh + gap
        for s, row in enumerate(self.seat_buttons):
            x = cx
            top = y + sum(seat_lines[:s]) * line
            for b, bw in zip(row, widths):
                b.rect = pygame.Rect(x, top, bw, bh)
                x += bw + int(u)
            if choices_below:
                x, top = cx, top + line
            for b in self.seat_choice_buttons.get(s, []):
                b.rect = pygame.Rect(x, top, choice_w, bh)
                x += choice_w + int(u)
        y += sum(seat_lines) * line + int(u)
        for row in self.option_buttons:
            shown = [b for b in row if b.visible]
            x = cx
            for b, ow in zip(shown, row_widths([b.label for b in shown], bh, cw, int(u), int(u * 40))):
                b.rect = pygame.Rect(x, y, ow, bh)
                x += ow + int(u)
            y += bh + gap
        self.seed_rect = pygame.Rect(cx, y, int(u * 24), bh)
        self.blurb_top = y + bh + int(u * 3)
        # the bottom row: Back, Rules, Learn to play at the left, Start at the right, narrowed together where the
        # panel is narrow (800x800) rather than overlapping
        shown = [self.back_button, self.rules_button] + ([self.learn_button] if self.learn_button.visible else [])
        gap, bh = int(u * 2), int(u * 7)
        labels = [b.label for b in shown + [self.start_button]]
        widths = row_widths(labels, bh, int(p.w - u * 6 - gap), gap, int(u * 20))
        x = p.x + int(u * 3)
        for button, width in zip(shown, widths):
            button.rect = pygame.Rect(0, 0, width, bh)
            button.rect.bottomleft = (x, p.bottom - int(u * 3))
            x = button.rect.right + gap
        spare = int(p.w - u * 6) - gap * len(shown) - sum(widths)  # Start, the main choice, takes some of it
        self.start_button.rect = pygame.Rect(0, 0, widths[-1] + max(0, min(spare, int(u * 28) - widths[-1])), bh)
        self.start_button.rect.bottomright = (p.right - int(u * 3), p.bottom - int(u * 3))

    @staticmethod
    def _row_label(surface, label: str, box: pygame.Rect, centery: int, size: float) -> None:
        """A row's name left of its buttons: on two lines rather than shrunk ("Orc's experience" at 800x800)."""
        box = box.inflate(0, int(size * 0.6))
        box.centery = centery
        fitted = fit_text(label, box.w, size, bold=True)
        lines = 2 if fitted.size < size * 0.8 and " " in label else 1
        draw_text_box(
            surface, label, box, size, theme.TEXT, valign="middle", max_lines=lines, bold=True, line_spacing=1.0
        )

    def handle_event(self, event) -> None:
        for b in self.all_buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.seed_focus = self.seed_rect.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif self.seed_focus and event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
        elif event.type == pygame.TEXTINPUT and self.seed_focus:
            digits = "".join(c for c in event.text if c.isdigit())
            self.seed_text = (self.seed_text + digits)[:12]

    def frame_rate(self) -> float:
        return BREATHING if self.seed_focus else STILL  # the seed field's cursor blinks twice a second

    def update(self, dt: float) -> None:
        for b in self.all_buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.blit(textures.menu_background((w, h)), (0, 0))
        p = self.panel_rect
        draw.panel(surface, p, fill=(44, 30, 22), alpha=240, radius=int(u * 2.5))
        title = t("app.setup.title", game=t(f"app.game.{self.game_id}"))
        blit_fit(
            surface,
            title,
            int(u * 5.5),
            p.w - int(u * 6),
            theme.BRASS,
            midtop=(p.centerx, p.y + int(u * 3)),
            bold=True,
            outline=theme.WOOD_DARK,
            shadow=True,
        )
        label_x = self.label_x
        size = int(u * 2.7)
        if self.count_buttons:
            blit_text(
                surface, t("app.setup.players"), size, theme.TEXT, midleft=(label_x, self.count_buttons[0].rect.centery)
            )
        for s, row in enumerate(self.seat_buttons):
            if s >= self.players:
                continue
            own = getattr(self.table_cls, "seat_colour", None)  # a table with its own seat colours shows them here
            color = own(s) if own else theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)]
            cy = row[0].rect.centery
            pygame.draw.circle(surface, color, (label_x + int(u), cy), int(u * 1.1))
            pygame.draw.circle(surface, theme.WOOD_DARK, (label_x + int(u), cy), int(u * 1.1), 2)
            label = self.table_cls.setup_seat_label(s)
            room = row[0].rect.x - (label_x + int(u * 3)) - int(u)
            self._row_label(surface, label, pygame.Rect(label_x + int(u * 3), 0, room, row[0].rect.h), cy, size)
        blit_text(surface, t("app.setup.seed"), size, theme.TEXT, midleft=(label_x, self.seed_rect.centery))
        r = self.seed_rect
        pygame.draw.rect(surface, (24, 16, 12), r, border_radius=int(u))
        pygame.draw.rect(surface, theme.HILITE if self.seed_focus else theme.PANEL_EDGE, r, 2, border_radius=int(u))
        shown = self.seed_text or t("app.setup.seed_random")
        col = theme.TEXT if self.seed_text else theme.TEXT_DIM
        blit_fit(
            surface,
            shown + ("|" if self.seed_focus and int(pygame.time.get_ticks() / 500) % 2 == 0 else ""),
            size,
            r.w - u * 2,
            col,
            midleft=(r.x + int(u), r.centery),
        )
        for (name, label, _), row in zip(self.option_rows, self.option_buttons):
            shown = next(b for b in row if b.visible)
            box = pygame.Rect(label_x, 0, shown.rect.x - label_x - int(u), shown.rect.h)
            self._row_label(surface, label, box, shown.rect.centery, size)
        if self.blurb:
            top = self.blurb_top
            bottom = self.start_button.rect.top - int(u * 2)
            bsize = int(u * 2.4)
            art = pygame.Rect(p.x + int(p.w * 0.62), top - int(u), int(p.w * 0.34), bottom - top + int(u * 2))
            self.info.table_class().draw_setup_art(surface, art)
            pygame.draw.line(
                surface,
                theme.PANEL_EDGE,
                (p.x + int(u * 4), top - int(u * 1.5)),
                (p.right - int(u * 4), top - int(u * 1.5)),
                1,
            )
            box = pygame.Rect(p.x + int(u * 5), top, art.x - int(u * 2) - (p.x + int(u * 5)), bottom - top)
            draw_text_box(surface, self.blurb, box, bsize, theme.TEXT_DIM, italic=True, line_spacing=1.3)
        for b in self.all_buttons:
            b.draw(surface)
