"""What the legal actions offer on the Orcs & Trolls table, in the table's terms (no pygame): the hand card an
action plays, the actions of a hand card or of the selection (a hand card or a tucked treasure waiting for its
target), what a click on one of your orcs does, and the move a hand card would make in this step (whose refusal
says why it cannot be played)."""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.cards import ATTACK, CARDS, GREEN, GREY, TREASURE, TRIAL
from orcdesk.games.orcs_trolls.engine import CODEC

C = CARDS
TARGETED = ("red", "grab", "seduce")  # kinds whose hand card then needs a target click
# The field naming the hand card each kind plays (the others play none).
HAND_FIELD = {"red": "card", "meal": "card", "grab": "treasure", "seduce": "troll", "black": "card",
              "grey": "card", "green": "card", "discard": "card"}  # fmt: skip
PASS_LABELS = {"red_card": "no_red", "grab": "done_grab", "attack_offer": "no_attack", "attack_bonus": "no_grey",
               "transfer": "done_give", "escape_greens": "no_escape", "discard": "done_discard"}  # fmt: skip


def hand_card_of(action: int) -> int | None:
    """The hand card an action plays (None for actions without one)."""
    d = CODEC.decode(action)
    field = HAND_FIELD.get(d.kind)
    return None if field is None else d[field]


def hand_actions(card: int, legal: list) -> list:
    """The actions playing a card like ``card`` (same key: two copies play alike)."""
    return [a for a in legal if (h := hand_card_of(a)) is not None and C.key[h] == C.key[card]]


def gives(action, orc: int, treasure: int) -> bool:
    """Is ``action`` ``orc`` giving a treasure like ``treasure`` (same key) to a troll?"""
    d = CODEC.decode(action)
    return d.kind == "give" and d.orc == orc and C.key[d.treasure] == C.key[treasure]


def selected_actions(selected: tuple | None, legal: list) -> list:
    """The actions that the selection waits to complete with a target click."""
    if selected is None:
        return []
    if selected[0] == "hand":
        return [a for a in hand_actions(selected[1], legal) if CODEC.kind_of(a) in TARGETED]
    return [a for a in legal if gives(a, selected[1], selected[2])]


def member_click(card: int, selected, legal: list) -> tuple[int | None, str]:
    """The action a click on one of your orcs plays (None if none) and its tooltip."""
    if selected is not None:
        for a in selected_actions(selected, legal):
            d = CODEC.decode(a)
            if d.kind in ("grab", "seduce") and d.orc == card:
                return a, t(f"orcs_trolls.ui.{d.kind}_tip")
            if d.kind == "give" and d.troll == card:
                return a, t("orcs_trolls.ui.give_to_tip")
        return None, ""
    nxt = CODEC.encode("next", member=card)
    return (nxt, t("orcs_trolls.ui.next_tip")) if nxt in legal else (None, "")


def hand_move(card: int, step: str | None, others: list, orcs: list) -> int | None:
    """The move a hand card would make in this step (a trial in the first round, an elf with no target...), to
    ask the engine why it is refused; None when the step takes no such card."""
    kind = C.kind[card]
    if step == "red_card" and kind == TRIAL:
        if C.effect[card] == "troll_meal":
            return CODEC.encode("meal", card=card)
        return CODEC.encode("red", card=card, target=others[0]) if others else None
    if step == "grab" and kind == TREASURE:
        return CODEC.encode("grab", orc=orcs[0], treasure=card) if orcs else None
    if step == "attack_offer" and kind == ATTACK:
        return CODEC.encode("black", card=card)
    if step == "attack_bonus" and kind == GREY:
        return CODEC.encode("grey", card=card)
    if step in ("trial_greens", "combat_greens", "escape_greens") and kind == GREEN:
        return CODEC.encode("green", card=card)
    return None


def click_path(action, viewer: int) -> list:
    d = CODEC.decode(action)
    if d.kind in ("pass", "roll", "drink", "refuse"):
        return [("btn", d.kind)]
    if d.kind == "draft":
        return [("draft", d.card)]
    if d.kind == "red":
        return [("hand", d.card), ("seat", d.target)]
    if d.kind in ("grab", "seduce"):
        return [("hand", hand_card_of(action)), ("member", viewer, d.orc)]
    if d.kind == "next":
        return [("member", viewer, d.member)]
    if d.kind == "give":
        return [("treasure", d.orc, d.treasure), ("member", viewer, d.troll)]
    return [("hand", d.card)]
