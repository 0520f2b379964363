"""Every game state declares the fields it holds, with their types, and holds what it declares.

A reader (and mypy) learns a state's fields from its class body: ``hands: list[list[int]]``. This test, over
the game registry, makes sure those declarations are the truth at run time: at the start, in the middle and at
the end of seeded random games, and after the dict round trip, every attribute the state holds is declared in
its class (or a base class, mixins included) with a type, every declared field is set, and every value conforms
to its declared type (containers element by element). So the declarations and the fields that ``new``,
``_apply``, ``clone`` and ``from_dict`` set can never disagree, whichever of them a game derives from the other.
"""

from __future__ import annotations

import types
import typing
from typing import Any, ClassVar, Literal, Union, get_args, get_origin, get_type_hints

import pytest

from orcdesk.core import Rng
from orcdesk.core.match import next_actor
from orcdesk.games import games_with_engines

ENGINES = games_with_engines()
SEEDS = (1, 2)
CHECK_EVERY = 7  # positions checked: every 7th move, the first and the last


def _declared(cls: type) -> dict[str, Any]:
    """The instance fields the class body (and its bases) declare: {name: type hint}, ClassVars left out."""
    hints = get_type_hints(cls, include_extras=False)
    out = {}
    for name, hint in hints.items():
        if hint is ClassVar or get_origin(hint) is ClassVar:
            continue
        out[name] = hint
    return out


def _class_vars(cls: type) -> set[str]:
    names: set[str] = set()
    for klass in cls.__mro__:
        for name, hint in getattr(klass, "__annotations__", {}).items():
            if (isinstance(hint, str) and hint.startswith(("ClassVar", "typing.ClassVar"))) or (
                get_origin(hint) is ClassVar
            ):
                names.add(name)
    return names


def _held(state: object) -> set[str]:
    """The names of the attributes the state object holds (its slots that are set, and its __dict__)."""
    names = set(getattr(state, "__dict__", {}))
    for klass in type(state).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in ("__dict__", "__weakref__") and hasattr(state, name):
                names.add(name)
    return names


def _mismatch(value: Any, hint: Any, depth: int = 0) -> str | None:
    """None if ``value`` conforms to ``hint``, else why not (the first element that does not)."""
    if hint is Any or hint is object or depth > 12:
        return None
    if hint is None or hint is type(None):
        return None if value is None else f"{value!r} is not None"
    origin, args = get_origin(hint), get_args(hint)
    if origin is Union or origin is types.UnionType:
        reasons = [_mismatch(value, arg, depth + 1) for arg in args]
        return None if any(r is None for r in reasons) else f"{value!r:.60} is none of {hint}"
    if origin is Literal:
        return None if value in args else f"{value!r} is not one of {args}"
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return None if ok else f"{value!r:.60} is not a float"
    if hint is int:  # a bool is an int in Python; games store 0/1 flags both ways
        return None if isinstance(value, int) else f"{value!r:.60} is not an int"
    if origin is None:
        if isinstance(hint, type):
            if typing.is_typeddict(hint):
                return None if isinstance(value, dict) else f"{value!r:.60} is not a dict"
            return None if isinstance(value, hint) else f"{value!r:.60} is not a {hint.__name__}"
        return None  # a TypeVar, a Protocol, a NewType...: not checked element-wise
    if not isinstance(value, origin):
        return f"{value!r:.60} is not a {origin.__name__}"
    if origin in (list, set, frozenset, typing.Sequence) and args:
        return next((r for r in (_mismatch(v, args[0], depth + 1) for v in value) if r), None)
    if origin is tuple and args:
        if len(args) == 2 and args[1] is Ellipsis:
            return next((r for r in (_mismatch(v, args[0], depth + 1) for v in value) if r), None)
        if len(args) != len(value):
            return f"{value!r:.60} has {len(value)} items, not {len(args)}"
        return next((r for r in (_mismatch(v, a, depth + 1) for v, a in zip(value, args)) if r), None)
    if origin is dict and args:
        for key, item in value.items():
            reason = _mismatch(key, args[0], depth + 1) or _mismatch(item, args[1], depth + 1)
            if reason:
                return f"[{key!r}]: {reason}"
    return None


def _check(state: object, where: str) -> None:
    cls = type(state)
    declared = _declared(cls)
    held = _held(state) - _class_vars(cls)
    undeclared = sorted(held - set(declared))
    assert not undeclared, f"{cls.__name__} ({where}) holds fields its class does not declare: {undeclared}"
    unset = sorted(set(declared) - held)
    assert not unset, f"{cls.__name__} ({where}) declares fields it does not hold: {unset}"
    for name, hint in declared.items():
        reason = _mismatch(getattr(state, name), hint)
        assert reason is None, f"{cls.__name__}.{name} ({where}) is declared {hint}: {reason}"


def _positions(info, players: int, seed: int):
    """The states of one seeded random game: its start, every CHECK_EVERY-th move, its end."""
    state = info.state_class().new(players, seed)
    rng = Rng(seed * 7919)
    yield "start", state
    for step in range(5000):
        if state.is_terminal():
            break
        seat, action = next_actor(state, rng)
        if action is None:
            legal = state.legal_actions(seat)
            action = legal[rng.randrange(len(legal))]
        state.apply(action, seat)
        if step % CHECK_EVERY == 0:
            yield f"move {step + 1}", state
    yield "end", state


CASES = [pytest.param(info, players, id=f"{info.id}-{players}p") for info in ENGINES for players in info.player_counts]


@pytest.mark.parametrize("info, players", CASES)
def test_every_field_a_state_holds_is_declared_with_its_type(info, players):
    for seed in SEEDS:
        for where, state in _positions(info, players, seed):
            _check(state, f"seed {seed}, {where}")
            if where in ("start", "end"):
                _check(state.clone(), f"seed {seed}, {where}, clone")
                _check(type(state).from_dict(state.to_dict()), f"seed {seed}, {where}, from_dict")


def test_the_type_check_can_fail():
    """The checker itself: a wrong element deep in a container is found."""
    assert _mismatch([[1, 2], [3, "x"]], list[list[int]]) is not None
    assert _mismatch((1, 2), tuple[int, ...]) is None
    assert _mismatch({"a": [1]}, dict[str, list[int]]) is None
    assert _mismatch({"a": [None]}, dict[str, list[int]]) is not None
    assert _mismatch(None, int | None) is None
    assert _mismatch(1.5, int) is not None

    class Loose:
        __slots__ = ("a", "b")
        a: int

    loose = Loose()
    loose.a, loose.b = 1, 2
    with pytest.raises(AssertionError, match="does not declare"):
        _check(loose, "test")
