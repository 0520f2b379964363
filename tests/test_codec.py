"""The shared action codec: named fields to integers and back, text, undo flags."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from orcdesk.core.codec import ActionCodec, Field, Kind

CODEC = ActionCodec(
    [
        Kind("deal", table=True, undo=False),
        Kind("desert", [Field("pile", 14)]),
        Kind("ask", [Field("target", 7), Field("card", 3, labels=("orc_3", "orc_6", "chief"))], undo=False),
    ]
)


def test_blocks_are_contiguous_and_cover_every_integer():
    assert CODEC.size == 1 + 14 + 7 * 3
    seen = [CODEC.decode(a) for a in range(CODEC.size)]
    assert len({(d.kind, tuple(d.fields.items())) for d in seen}) == CODEC.size
    assert CODEC.encode("deal") == 0 and CODEC.encode("desert", pile=0) == 1


@given(st.integers(0, CODEC.size - 1))
def test_round_trips(action):
    d = CODEC.decode(action)
    assert CODEC.encode(d.kind, **d.fields) == action
    assert CODEC.from_text(CODEC.to_text(action)) == action


def test_fields_by_name_and_labels_in_text():
    a = CODEC.encode("ask", target=2, card=1)
    d = CODEC.decode(a)
    assert (d.kind, d.target, d["card"]) == ("ask", 2, 1)
    assert CODEC.to_text(a) == "ask 2 orc_6"
    assert CODEC.from_text("ask 2 1") == a  # the plain number is accepted too
    with pytest.raises(AttributeError):
        d.pile  # noqa: B018 - reading the missing field is the test


def test_undo_and_table_flags():
    assert CODEC.may_undo(CODEC.encode("desert", pile=3))
    assert not CODEC.may_undo(CODEC.encode("ask", target=0, card=0))
    assert CODEC.is_table(0) and not CODEC.is_table(1)


@pytest.mark.parametrize("bad", ["", "fly 3", "desert", "desert 14", "desert x", "ask 1 orc_9"])
def test_bad_text_is_refused(bad):
    with pytest.raises(ValueError):
        CODEC.from_text(bad)


def test_bad_values_are_refused():
    with pytest.raises(ValueError):
        CODEC.encode("desert", pile=14)
    with pytest.raises(ValueError):
        CODEC.encode("desert")
    with pytest.raises(ValueError):
        CODEC.decode(CODEC.size)
    with pytest.raises(ValueError):
        CODEC.decode("3")
    with pytest.raises(ValueError):
        ActionCodec([Kind("a"), Kind("a")])
    with pytest.raises(ValueError):
        Field("x", 2, labels=("a", "a"))
