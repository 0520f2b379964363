"""Drawing the Orcs & Trolls centre and right column: the draw deck and discard pile, the trial or attack under
way with its cards, 3D dice and the numbers of every roll, the scoreboard and log, the banner of a big moment
and a large copy of the hovered card. Plain functions of the surface, the view and the layout."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.cards import CARDS
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.cards import card_back, draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, text_width
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO, card_face, card_name
from orcdesk.ui.tables.orcs_trolls.draw import badge_of
from orcdesk.ui.tables.orcs_trolls.view import GOOD_OUTCOMES
from orcdesk.ui.tables.orcs_trolls.words import band

PIP_LOOK = dicekit.pip_die_look("ivory")
ATTACK_LOOK = dicekit.pip_die_look("red")


def draw_centre(surface, v, lay, marks) -> None:
    u, deck, pile = lay.u, lay.deck, lay.discard
    n = v.obs["deck_count"]
    for i in range(min(4, n // 12 + 1) if n else 0):
        draw_card(surface, deck.move(-i, -i), card_back(deck.w, deck.h), shadow=i == 0)
    if not n:
        pygame.draw.rect(surface, theme.FELT_DARK, deck, 2, border_radius=int(u))
    label_at = (deck.centerx, deck.bottom + int(u * 0.6))
    blit_fit(
        surface,
        t("orcs_trolls.ui.deck", n=n),
        int(u * 2),
        deck.w + int(u * 1.2),
        theme.TEXT,
        midtop=label_at,
        shadow=True,
    )
    shown = list(v.obs["discard"])
    if shown and ("card", shown[-1]) in v.hidden:
        shown.pop()
    stage = set(v.stage_cards())
    while shown and shown[-1] in stage:  # the trial or attack on show is still on the stage, not yet here
        shown.pop()
    if shown:
        draw_card(surface, pile, card_face(shown[-1], pile.w, pile.h))
        marks.cards.append((shown[-1], pile))
    else:
        pygame.draw.rect(surface, theme.FELT_DARK, pile, 2, border_radius=int(u))
    label = t("orcs_trolls.ui.discard", n=len(v.obs["discard"]))
    at = (pile.centerx, pile.bottom + int(u * 0.6))
    blit_fit(surface, label, int(u * 2), pile.w + int(u * 1.2), theme.TEXT, midtop=at, shadow=True)
    draw_stage(surface, v, lay, marks)


def draw_stage(surface, v, lay, marks) -> None:
    u, st, ctx = lay.u, lay.stage, v.context()
    x = st.x
    if ctx:
        cards = v.stage_cards()
        title = v.words.context_title(ctx)
        size = fit_size(title, int(u * 2.4), st.w)
        blit_text(surface, title, size, theme.HILITE_SOFT, topleft=(st.x, st.y + int(u * 0.3)), bold=True, shadow=True)
        for c in cards:
            r = lay.stage_slot(c, cards)
            if ("card", c) not in v.hidden:
                draw_card(surface, r, card_face(c, r.w, r.h))
            marks.cards.append((c, r))
            x = r.right + int(u * 2)
    top = st.y + int(u * 3.5) if ctx else st.y + int(u)
    draw_dice(surface, v, lay, pygame.Rect(x, top, st.right - x, st.bottom - top))


def draw_dice(surface, v, lay, area: pygame.Rect) -> None:
    """The attack die (red) and the member's three dice (two kept lit, one dimmed), each with its numbers in
    words: dice + bonuses vs target -> band -> outcome. Wide stages write them beside the dice; narrow ones
    (square windows) in the same order under the stage's cards and dice, the stage's whole width."""
    u, ds = lay.u, lay.die_size
    x, y = area.x + int(ds * 0.8), area.y + int(ds * 0.75)
    att, roll, tumbling, beside = v.attack, v.roll, v.roll_t < 1.0, not lay.wide_hand
    lines: list[tuple[str, dict | None]] = []  # (words, the roll whose outcome they are, if any)

    def say(text: str, pos, outcome: dict | None = None) -> None:
        if not beside:
            lines.append((text, outcome))
        elif outcome is not None:
            outcome_line(surface, lay, outcome, pos, area.right - pos[0])
        else:
            blit_fit(surface, text, int(u * 2.3), area.right - pos[0], theme.TEXT, midleft=pos, bold=True, shadow=True)

    if att is not None:
        die(
            surface,
            lay,
            ATTACK_LOOK,
            att["die"],
            (x, y),
            v.roll_t if roll is None else 1.0,
            att["die"] * 7 + 3,
            "normal",
        )
        numbers = {key: att[key] for key in ("die", "total")} | {"card": att["card_bonus"], "grey": att["grey_bonus"]}
        say(t("orcs_trolls.ui.attack_numbers", **numbers), (x + int(ds * 0.9), y))
        y += int(ds * 1.3) if beside else 0
        x += int(ds * 1.4) if not beside else 0  # one row: the attack die, then the member's dice
    if roll is not None and roll["type"] == "seduce":
        die(surface, lay, PIP_LOOK, roll["die"], (x, y), v.roll_t, roll["card"] + 11, "kept")
        tx = x + int(ds * 0.9)
        say(
            t("orcs_trolls.ui.seduce_numbers", orc=card_name(roll["member"]), die=roll["die"], total=roll["total"]),
            (tx, y - int(u * 1.3)),
        )
        if not tumbling:
            say("", (tx, y + int(u * 1.5)), roll)
    elif roll is not None:
        kept = list(roll["kept"])
        for i, value in enumerate(roll["dice"]):
            state = "highlighted" if value in kept else "dimmed"
            if value in kept:
                kept.remove(value)
            seed = roll["member"] * 3 + i * 17 + value
            die(surface, lay, PIP_LOOK, value, (x + int(i * ds * 1.15), y), v.roll_t, seed, state, yaw=10 + i * 12)
        if not tumbling:
            tx = x + int(2 * ds * 1.15) + int(ds * 0.9)
            fields = {
                "orc": card_name(roll["member"]),
                "sum": v.words.dice_sum(roll),
                "total": roll["total"],
                "need": roll["need"],
            }
            say(t(f"orcs_trolls.ui.numbers_{roll['context']}", **fields), (tx, y - int(u * 1.3)))
            say("", (tx, y + int(u * 1.5)), roll)
    st, step = lay.stage, int(u * 2.4)
    y = st.bottom - step * len(lines) + step // 2
    for text, outcome in lines:
        if outcome is not None:
            outcome_line(surface, lay, outcome, (st.x, y), st.w)
        else:
            blit_fit(surface, text, int(u * 2.1), st.w, theme.TEXT, midleft=(st.x, y), bold=True, shadow=True)
        y += step


def die(surface, lay, look, value: int, centre, f: float, seed: int, state: str, yaw: float = 18.0) -> None:
    face = look.index_of(f"pip{value}")
    if f < 1.0:
        sprite, off = dicekit.tumble_frame(look, face, lay.die_size, f, seed=seed, yaw=yaw)
        sprite.draw(surface, (centre[0] + off[0], centre[1] + off[1]))
    else:
        dicekit.render_die(look, face, lay.die_size, state, yaw=yaw).draw(surface, centre)


def outcome_line(surface, lay, roll: dict, pos, width: int) -> None:
    text = t(f"orcs_trolls.outcome.{roll['outcome']}")
    if roll.get("context") == "combat":
        text = t("orcs_trolls.ui.band", diff=f"{roll['diff']:+d}", band=band(roll["diff"]), outcome=text)
    colour = theme.GOOD if roll["outcome"] in GOOD_OUTCOMES else theme.DANGER
    blit_fit(surface, text, int(lay.u * 2.5), width, colour, midleft=pos, bold=True, outline=theme.INK)


def draw_scoreboard(surface, v, lay, marks) -> None:
    """A row per seat (its VP, the breakdown on hover) under the goal, the round and phase at the foot."""
    u, board, row_h = lay.u, lay.board, lay.score_row_h
    draw.panel(surface, board, fill=(40, 28, 22), alpha=230, radius=int(u))
    title = t("orcs_trolls.ui.scoreboard", n=CARDS.win_vp)
    at = (board.centerx, board.y + int(u * 0.8))
    blit_fit(surface, title, int(u * 2.2), board.w - int(u * 2), theme.BRASS, midtop=at, bold=True)
    for s in range(v.obs["players"]):
        r = pygame.Rect(board.x + int(u), board.y + lay.score_head + s * row_h, board.w - int(u * 2), row_h)
        if s == v.obs["active"] and v.obs["phase"] != "setup":
            draw.alpha_rect(surface, r.inflate(0, -int(u * 0.6)), theme.SEAT_COLORS[s % 4], 50, radius=int(u))
        pygame.draw.circle(surface, theme.SEAT_COLORS[s % 4], (r.x + int(u * 1.2), r.centery), int(u * 0.9))
        name_at = (r.x + int(u * 2.8), r.centery)
        blit_fit(surface, v.names.names[s], int(u * 2.3), int(r.w * 0.6), theme.TEXT, midleft=name_at)
        badge = badge_of(v, s, int(row_h * 0.9))
        surface.blit(badge, badge.get_rect(midright=(r.right, r.centery)))
        marks.tips.append((r, f"{v.names.names[s]}: {v.words.vp_words(v.obs, s)}"))
    # the round and phase close the scoreboard (inside the felt: the window's wooden rim is no place for words)
    at = (board.centerx, board.bottom - int(u * 0.7))
    blit_fit(surface, v.round_words, int(u * 2.1), board.w - int(u * 2), theme.BRASS, midbottom=at, bold=True)


def draw_banner(surface, lay, banner) -> None:
    if banner is None:
        return
    (text, colour), u = banner, lay.u
    size = fit_size(text, int(u * 3.6), int(lay.play.w * 0.8), bold=True)
    r = pygame.Rect(0, 0, text_width(text, size, bold=True) + int(u * 6), int(u * 6))
    r.center = lay.status.center  # over the prompt, which waits while the table animates
    draw.panel(surface, r, fill=(30, 22, 18), edge=colour, alpha=235, radius=r.h // 3, edge_px=3)
    blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)


def draw_zoom(surface, lay, card: int) -> None:
    """A large, readable copy of the hovered card (small cards on the table are summaries): over the game log,
    under the scoreboard, the one place that hides nothing the player needs to choose; a window too short for it
    there puts it over the stage's right part instead, away from the hovered card."""
    u, side = lay.u, lay.side
    h = min(int(u * 30), side.bottom - lay.log.y, int(side.w * 0.92 * CARD_RATIO))
    if h < u * 22:
        h = int(u * 26)
        zoom = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
        zoom.midright = (lay.button_col.x - int(u), lay.centre.centery)
    else:
        zoom = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
        zoom.midtop = (side.centerx, lay.log.y)
    zoom.clamp_ip(pygame.Rect((0, 0), lay.size))
    draw_card(surface, zoom, card_face(card, zoom.w, zoom.h))
