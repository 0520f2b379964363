"""The text audit: draw a frame with the kit's text recorder on and list what a player could not read.

    problems = audit_frame(app)        # [] when every text is readable
    switch_language(app, "fr")         # as Settings does: every scene re-words itself

A problem is a text smaller than the floor (``kit.text.min_text_px``: 11 px at 1280×720, scaled with the
window, never under 9), a text cut at the window's edge or
sticking out of the panel it is drawn on or the box it was fitted into, a text over another text, a text over
(or under) a button it is not the label of, a button's label shrunk well below its button's text size down to
near the floor (make the button wider), and, after a language switch, a text still in the old language.
"""

from __future__ import annotations

import re

import pygame

from orcdesk.core import i18n
from orcdesk.ui.kit import text as kit_text
from orcdesk.ui.kit import theme

SLACK = 2  # pixels a glyph box may pass an edge by (antialiasing, a rounded corner)
OVERLAP = 3  # pixels two texts may touch by before they read as one over the other
OPAQUE = 200  # a panel this opaque hides what was drawn under it


def switch_language(app, lang: str) -> None:
    """What Settings does when the language changes (services.apply)."""
    i18n.set_language(lang)
    theme.flush_render_caches()
    app.stack.on_language()
    app.stack.on_resize(app.size)


def audit_frame(app, where: str = "", fresh: bool = False) -> list[str]:
    """The problems of the frame ``app`` draws now. ``fresh``: every cached picture is let go first, so words
    on cached card faces are seen too, and the frame must come out the same as with the caches (else a panel
    kept a picture of old words, say after a language switch)."""
    found = []
    if fresh:
        from orcdesk.ui.kit import cache

        app.render()
        before = pygame.image.tobytes(app.screen, "RGB")
        theme.flush_render_caches()
        cache.clear_all()
    records = kit_text.start_recording()
    try:
        app.render()
    finally:
        kit_text.stop_recording()
    if fresh and pygame.image.tobytes(app.screen, "RGB") != before:
        found.append("the frame changes when cached pictures are let go: a panel kept what it drew before")
    found += find_problems(records, app.size)
    found += foreign_words(records, i18n.language())
    return [f"{where}: {p}" for p in found]


def find_problems(records: list, size: tuple[int, int]) -> list[str]:
    floor = kit_text.min_text_px(size)
    screen = pygame.Rect(0, 0, *size).inflate(2 * SLACK, 2 * SLACK)
    texts = [r for r in records if isinstance(r, kit_text.DrawnText) and r.text.strip()]
    shapes = [r for r in records if isinstance(r, tuple) and r[1]]  # panels, buttons and veils on the window
    placed = {(item.text, item.size) for item in texts}  # reported once, as drawn, below
    problems = [
        f"{r[4]!r} rendered at {r[5]} px (floor {floor})"
        for r in records
        if isinstance(r, tuple) and r[0] == "render" and r[5] < floor and r[4].strip() and (r[4], r[5]) not in placed
    ]
    for item in texts:
        if item.size < floor:
            problems.append(f"{item.text!r} at {item.size} px (floor {floor})")
        # (on a card face a shortened word is allowed: every card shows whole in its preview on hover)
        if item.on_screen and item.shortened and len(item.text.rstrip("\u2026").strip()) < 5 and len(item.text) > 1:
            problems.append(f"{item.text!r} shortened to nothing")
        if not item.on_screen:
            continue
        if not screen.contains(item.rect):
            problems.append(f"{item.text!r} cut at the window's edge {tuple(item.rect)}")
        if item.box is not None and not item.box.inflate(4 * SLACK, 4 * SLACK).contains(item.rect):
            problems.append(f"{item.text!r} out of its box {tuple(item.box)}: {tuple(item.rect)}")
        panel = _panel_under(item, shapes)
        if panel is not None and not panel.inflate(2 * SLACK, 2 * SLACK).contains(item.rect):
            problems.append(f"{item.text!r} cut at its panel's edge {tuple(panel)}: {tuple(item.rect)}")
    on_screen = [item for item in texts if item.on_screen]
    problems += _overlaps(on_screen, shapes)
    problems += _over_buttons(on_screen, shapes)
    problems += _shrunk_labels(texts, shapes, floor)
    problems += _under_panels(on_screen, shapes)
    return problems


def _under_panels(texts, shapes) -> list[str]:
    """A text partly on an opaque panel it is not written on (a line of the felt that runs onto a seat panel,
    or under one drawn after it): cut, or read as the panel's."""
    problems = []
    for item in texts:
        own = _panel_under(item, shapes)
        for kind, _, rect, index, *extra in shapes:
            if kind != "panel" or extra[0] < OPAQUE or rect == own:
                continue
            first, second = sorted((index, item.index))
            if any(k == "veil" and first < i < second for k, _, _, i, *_ in shapes):
                continue  # an overlay (pause, a question, the result) and the scene under it
            both = item.rect.clip(rect)
            if _hidden_between(first, second, both, shapes):
                continue  # a panel drawn between them (the one the text is written on) covers the other
            if both.w > OVERLAP and both.h > OVERLAP and not rect.contains(item.rect):
                problems.append(f"{item.text!r} cut under a panel {tuple(rect)}: {tuple(item.rect)}")
                break
    return problems


SHRUNK = 0.8  # a button's label drawn under this part of its full size (widgets.LABEL_SCALE of its height)
NEAR_FLOOR = 1.25  # ... and near the floor: a label a new player squints at ("Apprendre à jouer" at 11 px)


def _shrunk_labels(texts, shapes, floor: int) -> list[str]:
    from orcdesk.ui.kit import widgets

    problems = []
    for kind, _, rect, index, *extra in shapes:
        if kind != "button":
            continue
        end = next((i for k, _, _, i, *_ in shapes if k == "button_end" and i > index), index)
        full = rect.h * getattr(widgets, "LABEL_SCALE", 0.46)
        own = [item for item in texts if index < item.index < end]
        if own and min(item.size for item in own) < min(full * SHRUNK, floor * NEAR_FLOOR):
            size = min(item.size for item in own)
            problems.append(f"the button {extra[0]!r} shrinks its label to {size} px (full {full:.0f})")
    return problems


def _panel_under(item, shapes) -> pygame.Rect | None:
    """The last opaque panel drawn before ``item`` under its centre: the panel it is written on."""
    found = None
    for kind, _, rect, index, *extra in shapes:
        if index > item.index:
            break
        if kind == "button_end":
            continue
        if kind == "veil":
            found = None
        elif kind == "panel" and extra[0] >= OPAQUE and rect.collidepoint(item.rect.center):
            found = rect
    return found


def _hidden_between(first: int, second: int, area: pygame.Rect, shapes) -> bool:
    """Is ``area`` covered by a veil or an opaque panel drawn between two records?"""
    for kind, _, rect, index, *extra in shapes:
        if first < index < second and kind != "button_end":
            if kind == "veil" or (kind == "panel" and extra[0] >= OPAQUE and rect.contains(area)):
                return True
    return False


def _overlaps(texts, shapes) -> list[str]:
    problems = []
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            both = a.rect.clip(b.rect)
            if both.w <= OVERLAP or both.h <= OVERLAP:
                continue
            if a.text == b.text and abs(a.rect.x - b.rect.x) <= 2 and abs(a.rect.y - b.rect.y) <= 2:
                continue  # the same words drawn twice in place (a glow, a pressed state)
            if _hidden_between(a.index, b.index, both, shapes):
                continue
            problems.append(f"{b.text!r} over {a.text!r} at {tuple(both)}")
    return problems


def _over_buttons(texts, shapes) -> list[str]:
    problems = []
    for kind, _, rect, index, *extra in shapes:
        if kind != "button":
            continue
        end = next((i for k, _, _, i, *_ in shapes if k == "button_end" and i > index), index)
        for item in texts:
            if index < item.index < end:
                continue  # its own label
            both = item.rect.clip(rect)
            if both.w <= OVERLAP or both.h <= OVERLAP:
                continue
            first, second = sorted((index, item.index))
            if _hidden_between(first, second, both, shapes):
                continue
            where = "over" if item.index > index else "under"
            problems.append(f"{item.text!r} {where} the button {extra[0]!r} at {tuple(both)}")
    return problems


# ---------------------------------------------------------------------- words left in another language
_foreign: dict[str, tuple[set, list]] = {}


def _other_language_words(lang: str) -> tuple[set, list]:
    """The texts of the other languages' catalogues that this one does not share: whole strings, and patterns
    for those with fields (a field stands for any text)."""
    if lang not in _foreign:
        own = set(i18n.catalogue(lang).values())
        whole, patterns = set(), []
        for other in i18n.LANGUAGES:
            if other == lang:
                continue
            for value in i18n.catalogue(other).values():
                if value in own or len(value) < 4 or not re.search(r"[A-Za-z]{3}", value):
                    continue
                if "{" in value:
                    parts = re.split(r"\{[^}]*\}", value)
                    if max(len(p) for p in parts) >= 10:
                        patterns.append(re.compile(".+".join(re.escape(p) for p in parts) + r"\Z", re.S))
                else:
                    whole.add(value)
        whole -= own
        _foreign[lang] = whole, patterns
    return _foreign[lang]


def foreign_words(records: list, lang: str) -> list[str]:
    return foreign_texts([item.text for item in records if isinstance(item, kit_text.DrawnText)], lang)


def foreign_texts(texts, lang: str) -> list[str]:
    """The texts (drawn, or shown on hover) that belong to another language's catalogue."""
    whole, patterns = _other_language_words(lang)
    own = set(i18n.catalogue(lang).values())
    problems = []
    for text in texts:
        if not text or len(text) < 4 or text in own:
            continue
        if text in whole or any(p.match(text) for p in patterns):
            problems.append(f"{text!r} is not in the language shown ({lang})")
    return problems


def hover_texts(table) -> list[str]:
    """What the table would show on hover over each thing it draws (tooltips and refusals)."""
    texts = []
    for region in table.hit_regions():
        texts += [getattr(region, "tooltip", "") or "", getattr(region, "reason", "") or ""]
    return texts
