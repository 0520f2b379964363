from orcdesk.app.undo import NOTHING, RANDOM, REVEALED, earliest_point, undo_point

ADD = [{"type": "add"}]
CARD = [{"type": "draw", "card": 3, "barrier": True}]
DICE = [{"type": "roll_dice", "faces": [1, 2], "barrier": True}]


def test_takes_back_the_human_move_and_the_ai_reply():
    history = [(0, 1, ADD), (1, 2, ADD), (0, 1, ADD), (1, 1, ADD)]
    point = undo_point(history, {0})
    assert point.possible and point.keep == 2 and point.reason is None


def test_right_after_own_move():
    history = [(0, 1, ADD), (1, 2, ADD), (0, 1, ADD)]
    assert undo_point(history, {0}).keep == 2


def test_several_ai_replies_are_all_taken_back():
    history = [(0, 1, ADD), (1, 2, ADD), (2, 1, ADD), (3, 1, ADD)]
    assert undo_point(history, {0}).keep == 0


def test_never_past_a_revealed_card():
    history = [(0, 1, ADD), (1, "draw", CARD), (1, 1, ADD)]
    point = undo_point(history, {0})
    assert not point.possible and point.reason == REVEALED


def test_own_move_that_revealed_a_card_cannot_be_undone():
    history = [(1, 1, ADD), (0, "draw", CARD)]
    assert undo_point(history, {0}).reason == REVEALED


def test_dice_give_the_random_reason():
    history = [(0, 1, ADD), (1, "roll", DICE)]
    assert undo_point(history, {0}).reason == RANDOM


def test_barrier_before_the_human_move_does_not_matter():
    history = [(1, "draw", CARD), (0, 1, ADD), (1, 2, ADD)]
    assert undo_point(history, {0}).keep == 1


def test_nothing_to_undo():
    assert undo_point([], {0}).reason == NOTHING
    assert undo_point([(1, 1, ADD)], {0}).reason == NOTHING


def test_hotseat_undoes_the_last_human_decision_whoever_made_it():
    assert undo_point([(0, 1, ADD), (1, 1, ADD)], {0, 1}).keep == 1
    assert undo_point([(0, 1, ADD), (1, "draw", CARD)], {0, 1}).reason == REVEALED


def test_earliest_point_stops_at_the_last_barrier():
    history = [(0, 1, ADD), (1, "draw", CARD), (0, 1, ADD), (1, 1, ADD), (0, 2, ADD), (1, 1, ADD)]
    assert earliest_point(history, {0}) == 2
    # repeated presses walk back to exactly that point
    length, presses = len(history), 0
    while (point := undo_point(history[:length], {0})).possible:
        length, presses = point.keep, presses + 1
    assert (length, presses) == (2, 2)
    assert earliest_point([(1, "draw", CARD)], {0}) == 1


def test_every_reason_has_words_in_every_language():
    from orcdesk.core.i18n import LANGUAGES, catalogue
    for lang in LANGUAGES:
        for key in (NOTHING, REVEALED, RANDOM):
            assert catalogue(lang).get(key), f"{lang}: {key}"


def test_only_what_the_game_declares_blocks_undo_and_the_reason_is_worded_from_it():
    # the game declares barriers (event flags, codec kinds with undo=False): names alone block nothing
    assert undo_point([(0, 1, ADD), (1, "x", [{"type": "roll"}])], {0}).keep == 0
    for kind, reason in (("roll", RANDOM), ("coin_toss", RANDOM), ("favor_revealed", REVEALED),
                         ("final", REVEALED)):
        history = [(0, 1, ADD), (1, "x", [{"type": kind, "barrier": True}])]
        assert undo_point(history, {0}).reason == reason, kind
