"""The tutorial's step panel on the table: the section's title, the step's text (what to do and why), "Step k
of n", Next (Enter or Space) on a page, and Leave. It is placed where the table leaves room, again at each new
step or when a target lit since lies under it (not every frame: a panel that jumps cannot be read): of a few places along the window's edges (then nudged a few units where that uncovers more), the one that
covers no lit target and no top button, the fewest other targets and of the table's words (seat names,
counters, the prompt: each text the table drew, ``frame_texts``), and the least of what the table drew there
(its edges, by a Laplacian of the frame under the panel: the table's banner, its panels, its cards; the game
log's past lines do not count, the steps tell the story, and the top of a tall log is a place of its own, so its
newest lines stay in sight)."""

from __future__ import annotations

import pygame

from orcdesk.app.tutorials import seat_fields
from orcdesk.core import i18n
from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit, draw_text_box, fit_text, font
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tutorial.cursor import DONE, PAGE, SCRIPT, WAIT

PLACES = ("bottomleft", "bottomright", "midleft", "midright", "topleft", "topright", "midbottom", "midtop")
TEXT_LINES = 12  # at most, before the text shrinks toward the floor
TEXT_COST = 100  # a pixel of the table's words covered weighs like one of a top button (a lit target: 1000)


class StepPanel:
    def __init__(self, mode) -> None:
        self.mode = mode
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button(t("tutorial.panel.next"), self._next, style="primary", key="next")
        self.leave_button = Button(t("tutorial.panel.leave"), mode.leave, style="quiet", key="leave")
        self._placed: tuple | None = None  # what the place was chosen for (size, step, position, height)

    @property
    def buttons(self) -> list[Button]:
        return [self.next_button, self.leave_button]

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        mode = self.mode
        return t(mode.tutorial.title_key(mode.cursor.section))

    def counter(self) -> str:
        cursor = self.mode.cursor
        return t("tutorial.panel.step", k=cursor.shown_step, n=len(cursor.steps))

    def body(self) -> str:
        mode = self.mode
        if mode.broken:
            return t("tutorial.panel.broken", reason=mode.broken)
        item = mode.item()
        if item.step is not None:
            fields = {name: field_words(value) for name, value in item.step.fields.items()}
            return t(item.step.text, **self._seat_names(), **fields)
        if item.kind == WAIT:
            return t("tutorial.generic.play_lit")
        if item.kind == SCRIPT:
            return t("tutorial.generic.watch")
        last = mode.cursor.index + 1 >= len(mode.tutorial.sections)
        return t("tutorial.panel.all_done") if last else t("tutorial.panel.done")

    def _seat_names(self) -> dict[str, str]:
        """``{seat1}``: a seat named as its panel on the table names it ("Grum", "You")."""
        table = self.mode.table
        if table is None:
            return {}
        return seat_fields(len(table.seats), table.short_name)

    def _next(self) -> None:
        if self.mode.item().kind == DONE:
            self.mode.next_section()
        else:
            self.mode.next_page()

    # ------------------------------------------------------------------ layout
    def update(self, table, dt: float) -> None:
        item = self.mode.item()
        self.next_button.visible = item.kind in (PAGE, DONE) and not self.mode.broken
        if item.kind == DONE:
            last = self.mode.cursor.index + 1 >= len(self.mode.tutorial.sections)
            self.next_button.label = t("tutorial.panel.finish") if last else t("tutorial.panel.next_section")
        else:
            self.next_button.label = t("tutorial.panel.next")
        self.leave_button.label = t("tutorial.panel.leave")
        for button in self.buttons:
            button.update(dt)

    def _sizes(self, size: tuple[int, int]) -> tuple[float, int, int]:
        u = theme.unit(size)
        width = int(min(max(size[0] * 0.3, u * 40), u * 60, size[0] - 2 * u))
        return u, width, int(u * 2.2)

    def layout(self, table, size: tuple[int, int], drawn: pygame.Surface | None = None) -> None:
        """Size the panel for its text; place it (see the module docstring) when the step or the size changed.
        ``drawn``: the table as drawn this frame, under the panel."""
        u, width, text_px = self._sizes(size)
        pad = int(u * 1.6)
        widths = [width, max(int(u * 30), int(width * 0.78))]  # a narrower, taller panel fits a side column
        heights = {w: self._height(w, size, u, text_px) for w in widths}
        cursor = self.mode.cursor
        key = (tuple(size), cursor.index, cursor.step, cursor.played, tuple(heights.values()), table.queue.busy)
        lit = self._lit_rects(table)
        covers = any(self.rect.colliderect(rect) for rect in lit)  # a target lit since (a card picked first)
        if key != self._placed or covers or self.rect.w not in heights:
            self._placed = key
            panels = [pygame.Rect(0, 0, w, heights[w]) for w in widths]
            self.rect = self._place(table, size, panels, lit, u, drawn)
        button_h = int(u * 5)
        y = self.rect.bottom - pad - button_h
        half = (self.rect.w - 3 * pad) // 2
        self.next_button.rect = pygame.Rect(self.rect.right - pad - half, y, half, button_h)
        self.leave_button.rect = pygame.Rect(self.rect.x + pad, y, half, button_h)

    def _height(self, width: int, size, u: float, text_px: int) -> int:
        pad = int(u * 1.6)
        fitted = fit_text(self.body(), width - 2 * pad, text_px, max_lines=TEXT_LINES, max_height=int(size[1] * 0.42))
        text_h = font(fitted.size).get_height() + (len(fitted.lines) - 1) * fitted.line_height
        return pad + int(u * 3.2) + text_h + pad + int(u * 5) + pad

    def _lit_rects(self, table) -> list[pygame.Rect]:
        mode = table.presenter.mode
        actions = mode.highlighted(table.shown_state, table.human_to_act())
        return [region.rect for action in actions for region in table.regions_of(action)]

    def _place(self, table, size, panels, lit, u: float, drawn: pygame.Surface | None) -> pygame.Rect:
        margin = int(u * 1.5)
        area = pygame.Rect(margin, margin, size[0] - 2 * margin, size[1] - 2 * margin)
        top_buttons = table.top_buttons_rect(size).inflate(int(u * 2), int(u * 2))
        others = [region.rect for region in table.hit_regions()]
        lit = [rect.inflate(int(u * 3), int(u * 3)) for rect in lit]
        edges = _edges(drawn) if drawn is not None and drawn.get_size() == tuple(size) else None
        log_rect = getattr(table.log, "rect", pygame.Rect(0, 0, 0, 0))
        # what the table wrote (seat names, counters, the prompt), but the log's past lines: the steps say it
        texts = [text.rect for text in getattr(table, "frame_texts", []) if not log_rect.contains(text.rect)]
        screen = pygame.Rect(0, 0, *size)

        def cost_of(rect: pygame.Rect, order: int, narrower: int) -> int:
            cost = sum(_overlap(rect, other) for other in lit) * 1000 + _overlap(rect, top_buttons) * 100
            cost += sum(_overlap(rect, other) for other in others) + order
            cost += sum(_overlap(rect, text) for text in texts) * TEXT_COST
            cost += narrower * rect.w * rect.h // 8  # the wider panel reads better: taken unless it covers more
            if edges is not None:  # what the table drew there: a felt is smooth, a banner or a card is not
                cost += _ink(edges, rect) - _ink(edges, rect.clip(log_rect))  # the log's past lines: the steps say it
            return cost

        best, best_cost, best_key = panels[0], None, (0, 0)
        for narrower, panel in enumerate(panels):
            for order, place in enumerate(("log",) + PLACES):
                rect = panel.copy()
                if place == "log":  # over the game log's oldest lines: its newest stay in sight below
                    if log_rect.h < panel.h * 1.5:
                        continue
                    rect.midtop = log_rect.midtop
                    rect.right = min(rect.right, area.right)
                else:
                    setattr(rect, place, getattr(area, place))
                rect.clamp_ip(screen)
                cost = cost_of(rect, order, narrower)
                if best_cost is None or cost < best_cost:
                    best, best_cost, best_key = rect, cost, (order, narrower)
        # then a few units up, down or sideways where that uncovers more (a seat name just under the panel)
        step = max(1, int(u))
        for dx, dy in [(0, k * step) for k in range(-12, 13)] + [(k * step, 0) for k in range(-12, 13)]:
            rect = best.move(dx, dy).clamp(screen)
            cost = cost_of(rect, *best_key)
            if cost < best_cost:
                best, best_cost = rect, cost
        return best

    # ------------------------------------------------------------------ drawing and input
    def draw(self, table, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.layout(table, size, surface)
        u, _, text_px = self._sizes(size)
        width = self.rect.w
        pad = int(u * 1.6)
        rect = self.rect
        draw.panel(surface, rect, fill=(40, 28, 20), edge=theme.BRASS, alpha=255, radius=int(u * 1.6))
        head_h = int(u * 3.2)
        counter = self.counter()
        counter_w = int(width * 0.32)
        blit_fit(
            surface,
            counter,
            u * 1.9,
            counter_w,
            theme.TEXT_DIM,
            midright=(rect.right - pad, rect.y + pad + head_h // 2),
        )
        blit_fit(
            surface,
            self.title(),
            u * 2.7,
            width - 2 * pad - counter_w - pad,
            theme.BRASS,
            midleft=(rect.x + pad, rect.y + pad + head_h // 2),
            bold=True,
            shadow=True,
        )
        text_rect = pygame.Rect(rect.x + pad, rect.y + pad + head_h, width - 2 * pad, 0)
        text_rect.h = self.next_button.rect.y - pad - text_rect.y
        colour = theme.DANGER if self.mode.broken else theme.TEXT
        draw_text_box(surface, self.body(), text_rect, text_px, colour, max_lines=TEXT_LINES, shadow=True)
        for button in self.buttons:
            button.draw(surface)

    def handle_event(self, table, event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.next_button.visible and self.mode.item().kind in (PAGE, DONE) and not table.queue.busy:
                self._next()
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos):
            return True  # a click on the panel is not a click on the table under it
        return False


def field_words(value):
    """A step's field as shown: a catalogue key is worded (one that ends in a tribe colour names the colour as
    it is drawn now: "orc.tribe.red" says the orange tribe in the colour-blind palette); anything else as is."""
    if not isinstance(value, str) or "." not in value:
        return value
    base, _, last = value.rpartition(".")
    shown = f"{base}.{theme.colour_name(last)}"
    key = shown if shown in i18n.catalogue(i18n.DEFAULT_LANGUAGE) else value
    return t(key) if key in i18n.catalogue(i18n.DEFAULT_LANGUAGE) else value


EDGE_SCALE = 4  # the frame is looked at a quarter the size: a full 1280x720 Laplacian took about 0.12 s


def _edges(drawn: pygame.Surface) -> pygame.Surface:
    """Where the frame has edges (text, cards, banners), from a reduced copy: the Laplacian of the frame scaled
    down by EDGE_SCALE (nearest pixel, so text keeps its contrast)."""
    w, h = drawn.get_size()
    small = pygame.transform.scale(drawn, (max(1, w // EDGE_SCALE), max(1, h // EDGE_SCALE)))
    return pygame.transform.laplacian(small)


def _ink(edges: pygame.Surface, rect: pygame.Rect) -> int:
    """How much was drawn in ``rect`` (the Laplacian's mean brightness times the area, in window pixels)."""
    if rect.w <= 0 or rect.h <= 0:
        return 0
    small = pygame.Rect(rect.x // EDGE_SCALE, rect.y // EDGE_SCALE, rect.w // EDGE_SCALE, rect.h // EDGE_SCALE)
    small = small.clip(edges.get_rect())
    if small.w <= 0 or small.h <= 0:
        return 0
    return sum(pygame.transform.average_color(edges, small)[:3]) * rect.w * rect.h // 30


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h
