"""The rules screen: a game's rules in our own words, one page at a time, with a picture drawn by the game's own
render kit beside the text.

Pages come from the catalogue (``data/i18n/<lang>/rules.yaml``: ``rules.<game>.pNN.title`` and ``.text``), so
a game gets its rules screen by adding pages there; the module its spec names ``rules_pictures`` (its table's
``rules_art``) draws the picture beside a page (``rules_picture(page, w, h)``). That module may also
offer ``rules_text(options) -> {name: text}``: blocks written from the game's data (Orlog's favours, the
Orcs & Trolls card list) that a page names as ``{name}``, so a reference never drifts from the engine.

A page's text is plain paragraphs separated by blank lines, plus two marks: a paragraph starting ``## `` is a
sub-heading and one starting ``• `` a list item (wrapped with a hanging indent). A page too long for the window
scrolls (mouse wheel, Up/Down, Home/End) with a scroll bar beside it; no line is ever cut.

Opened from the pause overlay (``game_id=``, ``table=``: the references follow that game's options), from a
game's setup (``game_id=``, ``options=``: the options chosen there, before any table exists) or the main menu
(no game: the first game with pages, with a button per game). Keys: Left/Right or PageUp/PageDown
turn pages, Up/Down and the wheel scroll a long page, Esc closes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from orcdesk.core.i18n import catalogue, language, t
from orcdesk.games import GAMES
from orcdesk.ui.kit import draw, textures, theme
from orcdesk.ui.kit.cache import SizeCache
from orcdesk.ui.kit.text import blit_fit, blit_text, text_width, wrap_lines
from orcdesk.ui.kit.widgets import Button, draw_dialog
from orcdesk.ui.scene import Scene

BULLET = "• "
HEADING = "## "


def _rules_module(game_id: str):
    """The module that draws ``game_id``'s rules pictures (its spec's ``rules_pictures``), or None."""
    info = GAMES.get(game_id)
    if info is None or not info.playable:
        return None
    try:
        return info.rules_pictures_module()
    except ModuleNotFoundError:
        return None


def rules_fields(game_id: str, options: dict | None = None) -> dict[str, str]:
    """The blocks a game's pages name as ``{name}``, written from its data in the current language."""
    module = _rules_module(game_id)
    make = getattr(module, "rules_text", None) if module is not None else None
    return dict(make(options)) if make is not None else {}


_PAGES_CACHE: dict = {}


def rule_pages(game_id: str, options: dict | None = None) -> list[tuple[str, str]]:
    """(title, text) of every page of ``game_id``, in page order, in the current language; ``options``: the
    game's options (None: its defaults) for the references written from the data."""
    lang = language()
    try:
        key = (game_id, lang, tuple(sorted((options or {}).items())))
    except TypeError:
        key = None
    if key is not None and key in _PAGES_CACHE:
        return _PAGES_CACHE[key]
    flat = catalogue(lang)
    prefix = f"rules.{game_id}."
    numbers = sorted(
        {key[len(prefix) :].split(".")[0] for key in flat if key.startswith(prefix)},
        key=lambda n: (int("0" + "".join(ch for ch in n if ch.isdigit())), n),
    )  # p2 before p10
    fields = rules_fields(game_id, options) if numbers else {}
    pages = [(t(f"rules.{game_id}.{n}.title"), t(f"rules.{game_id}.{n}.text", **fields)) for n in numbers]
    if key is not None:
        _PAGES_CACHE[key] = pages
    return pages


def games_with_rules() -> list[str]:
    return [g for g in GAMES if rule_pages(g)]


# ---------------------------------------------------------------------------------------------- text layout
@dataclass(frozen=True)
class Line:
    """One line of a laid-out page: its text, where it goes (relative to the text column's top left), its
    size and weight; ``bullet`` draws the list mark before it."""

    text: str
    x: int
    y: int
    size: int
    bold: bool = False
    bullet: bool = False

    @property
    def height(self) -> int:
        return int(self.size * 1.3)


def layout_text(text: str, size: int, width: int) -> tuple[list[Line], int]:
    """The lines of a page's ``text`` wrapped to ``width`` pixels at ``size``, and the height they take."""
    lines: list[Line] = []
    y = 0
    head = int(size * 1.12)
    indent = text_width(BULLET, size) + max(2, size // 5)
    first = True
    for paragraph in text.strip().split("\n"):
        paragraph = paragraph.strip()
        if not paragraph:
            y += int(size * 0.6)
            continue
        if paragraph.startswith(HEADING):
            if not first:
                y += int(size * 0.35)
            for part in wrap_lines(paragraph[len(HEADING) :].strip(), head, width, True):
                lines.append(Line(part, 0, y, head, bold=True))
                y += int(head * 1.3)
        elif paragraph.startswith(BULLET.strip()):
            body = paragraph[len(BULLET.strip()) :].strip()
            for i, part in enumerate(wrap_lines(body, size, width - indent)):
                lines.append(Line(part, indent, y, size, bullet=i == 0))
                y += int(size * 1.3)
            y += int(size * 0.2)
        else:
            for part in wrap_lines(paragraph, size, width):
                lines.append(Line(part, 0, y, size))
                y += int(size * 1.3)
        first = False
    return lines, y


# ---------------------------------------------------------------------------------------------- scene
class RulesScene(Scene):
    overlay = True

    def __init__(self, app, game_id: str | None = None, table=None, options: dict | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.chosen_options = dict(options) if options else None  # from a setup screen: no table yet
        available = games_with_rules()
        self.game_choices = [] if game_id else available
        self.game_id = game_id or (available[0] if available else None)
        self.page = 0
        self.scroll = 0  # pixels the page's text is scrolled up
        self.max_scroll = 0  # set when the page is drawn: 0 if it fits
        self.text_view = pygame.Rect(0, 0, 0, 0)  # where the text column shows, set when drawn
        self.shown_lines: set[int] = set()  # indexes of the lines drawn whole in the last frame (tests)
        self.line_count = 0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.picture_cache = SizeCache("rules.pictures", 16)  # per page and window size: bounded
        self.prev = Button(t("rules.ui.previous"), lambda: self.turn(-1), key="previous")
        self.next = Button(t("rules.ui.next"), lambda: self.turn(1), key="next")
        self.back = Button(t("rules.ui.back"), self.app.stack.pop, style="primary", key="back")
        self.game_buttons = [
            Button(t(f"app.game.{g}"), (lambda g=g: self.choose(g)), key=f"game:{g}") for g in self.game_choices
        ]
        self._sync()

    @property
    def options(self) -> dict | None:
        """The options of the game at the table this screen was opened from, or those chosen on the setup screen
        it was opened from (None: the defaults)."""
        state = getattr(self.table, "state", None) if self.table is not None else None
        options = getattr(state, "options", None)
        if isinstance(options, dict):
            return dict(options)
        return dict(self.chosen_options) if self.chosen_options else None

    @property
    def pages(self) -> list[tuple[str, str]]:
        return rule_pages(self.game_id, self.options) if self.game_id else []

    @property
    def buttons(self) -> list[Button]:
        return self.game_buttons + [self.prev, self.next, self.back]

    def choose(self, game_id: str) -> None:
        self.game_id, self.page = game_id, 0
        self._sync()

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self._sync()

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + int(pixels)))

    def _line_step(self) -> int:
        return max(8, int(theme.unit(self.app.size) * 2.6 * 1.3))

    def _sync(self) -> None:
        n = len(self.pages)
        self.scroll = 0
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < n - 1
        for b in self.game_buttons:
            b.selected = b.key == f"game:{self.game_id}"

    def picture(self, w: int, h: int) -> pygame.Surface | None:
        module = _rules_module(self.game_id)
        make = getattr(module, "rules_picture", None) if module is not None else None
        if make is None or w < 40 or h < 40:
            return None
        key = (self.game_id, self.page, w, h, language())
        picture = self.picture_cache.get(key, False)
        if picture is False:
            try:
                picture = make(self.page, w, h)
            except Exception:  # a picture is a nicety: the text still shows if a kit changed
                picture = None
            self.picture_cache.put(key, picture)
        return picture

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.9), int(u * 170)), int(h * 0.9)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw, bh = int(u * 22), int(u * 6.2)
        y = p.bottom - bh - int(u * 3)
        self.prev.rect = pygame.Rect(p.x + int(u * 4), y, bw, bh)
        self.next.rect = pygame.Rect(p.right - int(u * 4) - bw, y, bw, bh)
        self.back.rect = pygame.Rect(0, 0, bw, bh)
        self.back.rect.midbottom = (p.centerx, p.bottom - int(u * 3))
        # the game buttons share the panel's width (a long name such as HeroCard Orc Wars stays readable)
        gap = int(u * 1.5)
        n = max(1, len(self.game_buttons))
        game_w = min(int(u * 30), (p.w - int(u * 8) - (n - 1) * gap) // n)
        x = p.x + int(u * 4)
        for b in self.game_buttons:
            b.rect = pygame.Rect(x, p.y + int(u * 11), game_w, int(u * 5))
            x += game_w + gap
        self.scroll = 0

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 3 * self._line_step())
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif event.key == pygame.K_DOWN:
                self.scroll_by(2 * self._line_step())
            elif event.key == pygame.K_UP:
                self.scroll_by(-2 * self._line_step())
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = self.max_scroll
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        p = self.panel_rect
        name = t(f"app.game.{self.game_id}") if self.game_id else ""
        u = draw_dialog(
            surface,
            p,
            t("rules.ui.title", game=name),
            over_menu=self.table is None and len(self.app.stack) <= 2,
            title_units=5,
        )
        pages = self.pages
        top = p.y + int(u * (18 if self.game_buttons else 12))
        if not pages:
            blit_text(surface, t("rules.ui.none"), int(u * 3), theme.TEXT_DIM, center=p.center, italic=True)
        else:
            self.page = min(self.page, len(pages) - 1)
            title, text = pages[self.page]
            sheet = pygame.Rect(p.x + int(u * 4), top, p.w - int(u * 8), self.back.rect.top - top - int(u * 3))
            surface.blit(draw.clip_rounded(textures.parchment(sheet.w, sheet.h).copy(), int(u * 1.5)), sheet)
            pygame.draw.rect(surface, theme.BRASS_DARK, sheet, max(2, int(u * 0.35)), border_radius=int(u * 1.5))
            text_w = int(sheet.w * 0.56)
            x, y = sheet.x + int(u * 4), sheet.y + int(u * 3)
            blit_fit(surface, title, int(u * 4), text_w, theme.INK, topleft=(x, y), bold=True)
            y += int(u * 6.5)
            label = t("rules.ui.page", n=self.page + 1, total=len(pages))
            label_size = int(u * 2.2)
            bottom = sheet.bottom - int(u * 1.2) - int(label_size * 1.2)
            self._draw_text(surface, text, pygame.Rect(x, y, text_w, bottom - y), u)
            pic_rect = pygame.Rect(
                sheet.x + text_w + int(u * 6),
                sheet.y + int(u * 3),
                sheet.right - (sheet.x + text_w + int(u * 9)),
                sheet.h - int(u * 6),
            )
            picture = self.picture(pic_rect.w, pic_rect.h)
            if picture is not None:
                surface.blit(picture, pic_rect)
            blit_text(
                surface,
                label,
                label_size,
                theme.INK_SOFT,
                bottomright=(sheet.right - int(u * 2), sheet.bottom - int(u * 1.2)),
            )
            if self.max_scroll:
                hint = t("rules.ui.scroll")
                blit_fit(
                    surface,
                    hint,
                    label_size,
                    text_w,
                    theme.INK_SOFT,
                    italic=True,
                    bottomleft=(x, sheet.bottom - int(u * 1.2)),
                )
        for b in self.buttons:
            b.draw(surface)

    def _draw_text(self, surface, text: str, view: pygame.Rect, u: float) -> None:
        """The page's text in ``view``, scrolled by ``self.scroll``, with a scroll bar when it is too long."""
        size = int(u * 2.6)
        lines, height = layout_text(text, size, view.w)
        self.text_view, self.line_count = view, len(lines)
        self.max_scroll = max(0, height - view.h)
        self.scroll = max(0, min(self.max_scroll, self.scroll))
        self.shown_lines = set()
        old_clip = surface.get_clip()
        surface.set_clip(view.clip(old_clip) if old_clip else view)
        for i, line in enumerate(lines):
            top = view.y + line.y - self.scroll
            if top < view.y or top + line.height > view.bottom:  # only whole lines: no text is ever half cut
                continue
            if line.bullet:
                blit_text(surface, BULLET.strip(), line.size, theme.INK, topleft=(view.x, top))
            rect = blit_text(surface, line.text, line.size, theme.INK, topleft=(view.x + line.x, top), bold=line.bold)
            if view.contains(rect):
                self.shown_lines.add(i)
        surface.set_clip(old_clip)
        if self.max_scroll:  # the scroll bar, just right of the text column
            track = pygame.Rect(view.right + int(u * 1.2), view.y, max(3, int(u * 0.7)), view.h)
            pygame.draw.rect(surface, theme.INK_SOFT, track, 1, border_radius=track.w // 2)
            thumb_h = max(int(u * 3), int(track.h * view.h / (view.h + self.max_scroll)))
            thumb_y = track.y + int((track.h - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(
                surface, theme.BRASS_DARK, (track.x, thumb_y, track.w, thumb_h), border_radius=track.w // 2
            )


def make_scene(app, game_id: str | None = None, table=None, options: dict | None = None, **_context) -> RulesScene:
    return RulesScene(app, game_id, table, options)
