"""Pictures for the Orc Wars rules pages (drawn with the table's own pieces): the sides, the cards, a turn, a
fight, the horde's figures, a map, the round bound."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.board import map_preview
from orcdesk.ui.tables.orc_wars.hand import face
from orcdesk.ui.tables.orc_wars.words import attr_name, role_name, type_name


def rules_text(options: dict | None = None) -> dict[str, str]:
    """The numbers the Orc Wars pages name, read from data/orc_wars.yaml: ``{prisoner_rounds}`` (the
    deadline of The Prisoners; balance may change it)."""
    return {"prisoner_rounds": str(E.DATA.scenarios["prisoner"]["goal"].get("rounds", "—"))}


def _first(name: str) -> int:
    return next(i for i, n in enumerate(E.T_NAME) if n == name)


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    size = max(12, int(min(w, h) * 0.06))
    if page == 0:  # the sides
        r = int(min(w / 11, h / 5))
        pieces = [art.elf_token("paladin", 1, r), art.elf_token("ranger", 2, r), art.elf_token("sorcerer", 3, r)]
        names = [role_name("paladin"), role_name("ranger"), role_name("sorcerer")]
        for i, (img, name) in enumerate(zip(pieces, names)):
            x = int(w * (0.2 + 0.3 * i))
            s.blit(img, img.get_rect(center=(x, int(h * 0.3))))
            blit_text(s, name, size, theme.INK, midtop=(x, int(h * 0.3) + r + 4), bold=True)
        foes = [
            art.king_token(int(r * 1.1)),
            art.orc_token(0, 0, r),
            art.orc_token(1, 2, r),
            art.orc_token(2, 3, r),
            art.boar_token(r),
        ]
        for i, img in enumerate(foes):
            x = int(w * (0.14 + 0.18 * i))
            s.blit(img, img.get_rect(center=(x, int(h * 0.72))))
    elif page == 1:  # the three attributes and one card of each
        cw = int(min(w / 3.6, h / 1.5))
        ch = int(cw * 1.38)
        for i, name in enumerate(("Longsword Strike", "Foresight", "Smite")):
            ctype = _first(name)
            x = int(w / 2 + (i - 1) * cw * 1.12 - cw / 2)
            head = art.attr_header(i, cw, int(cw * 0.22), attr_name(i))
            s.blit(head, (x, (h - ch) // 2 - int(cw * 0.28)))
            s.blit(face(ctype, cw, ch), (x, (h - ch) // 2))
    elif page == 2:  # a turn
        steps = [t(f"orc_wars.step.{k}") for k in ("discard", "draw", "clear", "action")]
        bw = int(w / (len(steps) + 0.8))
        bh = int(min(h * 0.2, bw * 0.45))
        for i, label in enumerate(steps):
            r = pygame.Rect(int(w * 0.06) + i * int(bw * 1.05), (h - bh) // 2, bw - 6, bh)
            pygame.draw.rect(s, (150, 100, 36) if i == 3 else (90, 66, 46), r, border_radius=bh // 4)
            pygame.draw.rect(s, theme.INK, r, 2, border_radius=bh // 4)
            blit_text(s, label, fit_size(label, int(bh * 0.45), r.w - 8, True), theme.TEXT, center=r.center, bold=True)
    elif page == 3:  # a fight
        cw = int(min(w / 4.4, h / 1.5))
        ch = int(cw * 1.38)
        a, d = _first("Longsword Strike"), _first("Crude Shield")
        s.blit(face(a, cw, ch), (int(w * 0.04), (h - ch) // 2))
        s.blit(face(d, cw, ch), (int(w * 0.96) - cw, (h - ch) // 2))
        text = t("orc_wars.tip.short", a=E.T_VALUE[a], b=E.T_VALUE[d])
        blit_text(s, text, int(size * 1.8), (150, 40, 34), center=(w // 2, h // 2), bold=True)
    elif page == 4:  # the horde: three types by shape and glyph, clans by colour and emblem
        r = int(min(w / 10, h / 6))
        for k in range(3):
            for j, clan in enumerate((0, 2, 3)):
                img = art.orc_token(k, clan, r)
                s.blit(img, img.get_rect(center=(int(w * (0.22 + 0.28 * k)), int(h * (0.22 + 0.24 * j)))))
            name = type_name(k)
            blit_text(
                s,
                name,
                fit_size(name, size, int(w * 0.26), True),
                theme.INK,
                midtop=(int(w * (0.22 + 0.28 * k)), int(h * 0.86)),
                bold=True,
            )
    elif page == 5:  # a map
        side = int(min(w, h) * 0.95)
        pic = map_preview("orc_camp", side, side)
        s.blit(pic, pic.get_rect(center=(w // 2, h // 2)))
    else:  # the round bound
        r = int(min(w, h) * 0.2)
        img = art.king_token(r)
        s.blit(img, img.get_rect(center=(int(w * 0.22), h // 2)))
        text = t("orc_wars.ui.round", n=30, of=30)
        blit_text(
            s,
            text,
            fit_size(text, int(size * 1.6), int(w * 0.52), True),
            theme.INK,
            midleft=(int(w * 0.44), h // 2),
            bold=True,
        )
    return s
